/** The newsletter service, in memory: who has subscribed. */
import { json, type SandboxRoute } from "./routes"

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function createNewsletterSandbox() {
  const subscribers = new Set<string>()
  const routes: SandboxRoute[] = [
    {
      method: "POST",
      path: "/newsletter/subscribe",
      handle: async (request) => {
        let email: unknown
        try {
          email = ((await request.json()) as { email?: unknown }).email
        } catch {
          email = undefined
        }
        if (typeof email !== "string" || !EMAIL.test(email))
          return json({ Message: "A valid email is required" }, { status: 400 })
        subscribers.add(email.toLowerCase())
        return json({ subscribed: true })
      },
    },
  ]
  return { routes, subscribers }
}
