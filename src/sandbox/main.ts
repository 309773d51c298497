/**
 * `npm run sandbox`: every backend the site talks to, on http://localhost:9100,
 * with the demo content of data/: the ticketing service (both partner
 * sections), the newsletter and the CMS. Started beside the site by `npm start`.
 * With PUBLISHER_HOOK_URL and PUBLISHER_WEBHOOK_SECRET set, the CMS sends a
 * signed webhook there whenever a file of its content folder is saved.
 */
import { mkdirSync } from "node:fs"
import path from "node:path"

import { cmsRoutes, draftsDirOf } from "./cms"
import { cmsWebhookSettings, sendCmsWebhooks } from "./cms-webhooks"
import { createNewsletterSandbox } from "./newsletter"
import { SANDBOX_PORT, startSandbox } from "./server"
import { DEMO_USER, createTicketingSandbox } from "./ticketing"

const routes = [
  // QR codes are fetched from the port the sandbox really listens on, not the default one.
  ...createTicketingSandbox({
    faultsDoor: process.env.SANDBOX_FAULTS === "1",
    origin: `http://localhost:${SANDBOX_PORT}`,
  }).routes,
  ...createNewsletterSandbox().routes,
  ...cmsRoutes,
]

async function startWebhooks(): Promise<void> {
  const settings = cmsWebhookSettings(process.env)
  if (settings === undefined) return
  const contentDir = path.resolve(process.env.CMS_SANDBOX_CONTENT_DIR ?? "data")
  // Drafts are watched from the start, so the first draft an editor saves is announced too.
  const draftsDir = draftsDirOf(contentDir)
  mkdirSync(draftsDir, { recursive: true })
  await sendCmsWebhooks({ ...settings, contentDir, draftsDir }).ready
  console.log(
    `The sandbox's CMS sends a signed webhook to ${settings.hookUrl} when a file in ${contentDir} (published) or ${draftsDir} (drafts) is saved`,
  )
}

startSandbox(routes, SANDBOX_PORT)
  .then(() => {
    console.log(
      `The sandbox answers at http://localhost:${SANDBOX_PORT}/: ticketing, newsletter and CMS (demo user ${DEMO_USER.email} / ${DEMO_USER.password})`,
    )
    return startWebhooks()
  })
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
