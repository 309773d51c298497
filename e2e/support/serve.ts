import { spawn, type ChildProcess } from "node:child_process"

/**
 * Starts one of the project's server scripts (scripts/serve.mjs,
 * scripts/serve-nginx.mjs) on `port` for the tests that need a server of
 * their own beside the one playwright.config.ts starts, and resolves once it
 * answers; the error carries what the script printed.
 */
export async function startServer(
  script: string,
  port: number,
  env: Record<string, string> = {},
): Promise<{ stop: () => Promise<void> }> {
  const child: ChildProcess = spawn(process.execPath, [script], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  })
  let output = ""
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise((resolve) => child.once("exit", resolve))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      // SIGINT: serve-nginx.mjs passes it on to nginx and ends as nginx ends.
      child.kill("SIGINT")
      await exited
    }
  }
  const url = `http://localhost:${port}/`
  const deadline = Date.now() + 20_000
  while (Date.now() < deadline && child.exitCode === null) {
    const up = await fetch(url).then(
      (response) => response.ok,
      () => false,
    )
    if (up) return { stop }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  await stop()
  throw new Error(`${script} did not answer at ${url} within 20 s:\n${output}`)
}
