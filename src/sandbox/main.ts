/**
 * `npm run sandbox`: every backend the site talks to, on http://localhost:9100,
 * with the demo content of data/: the ticketing service (both partner
 * sections), the newsletter and the CMS. Started beside the site by `npm start`.
 */
import { cmsRoutes } from "./cms"
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

startSandbox(routes, SANDBOX_PORT).then(
  () =>
    console.log(
      `The sandbox answers at http://localhost:${SANDBOX_PORT}/: ticketing, newsletter and CMS (demo user ${DEMO_USER.email} / ${DEMO_USER.password})`,
    ),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exitCode = 1
  },
)
