/**
 * `npm run sandbox`: every backend the site talks to, on http://localhost:9100,
 * with the demo content of data/. Started beside the site by `npm start`.
 */
import { createNewsletterSandbox } from "./newsletter"
import { SANDBOX_PORT, startSandbox } from "./server"
import { DEMO_USER, createTicketingSandbox } from "./ticketing"

const routes = [...createTicketingSandbox().routes, ...createNewsletterSandbox().routes]

startSandbox(routes, SANDBOX_PORT).then(() => {
  console.log(
    `The ticketing sandbox answers at http://localhost:${SANDBOX_PORT}/ (demo user ${DEMO_USER.email} / ${DEMO_USER.password})`,
  )
})
