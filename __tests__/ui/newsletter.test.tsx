import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { http, HttpResponse, delay } from "msw"
import React from "react"

import { BlockList } from "../../src/blocks/block-list"
import { NEWSLETTER_ENDPOINT } from "../../src/newsletter/subscribe"
import { block } from "./support/fixtures"
import { useMockServer } from "./support/msw"

const server = useMockServer()

/** The form as a page draws it; its code is a chunk of its own (text-blocks.ts), so it is there a moment later. */
async function renderNewsletter() {
  render(
    <BlockList
      pageTitle="Nyhetsbrev"
      sources={{}}
      blocks={[
        block("news", "newsletter-subscribe", { heading: "Få nyhetene først", text: "Bare når det skjer noe." }),
      ]}
    />,
  )
  await screen.findByRole("textbox", { name: "E-postadresse" })
}

const emailField = () => screen.getByRole("textbox", { name: "E-postadresse" })
const submit = () => screen.getByRole("button", { name: /Meld meg på|Sender/ })

/** Records what reaches the endpoint, answering with `status` after `wait` ms. */
function subscribeEndpoint(status: number, wait = 0) {
  const received: unknown[] = []
  server.use(
    http.post(NEWSLETTER_ENDPOINT, async ({ request }) => {
      received.push(await request.json())
      await delay(wait)
      return status < 300 ? HttpResponse.json({ ok: true }, { status }) : HttpResponse.json({}, { status })
    }),
  )
  return received
}

describe("the newsletter sign-up", () => {
  it("posts to the configured endpoint, the local sandbox unless set otherwise", () => {
    expect(NEWSLETTER_ENDPOINT).toBe("http://localhost:9100/newsletter/subscribe")
  })

  it("checks the address before sending anything", async () => {
    const user = userEvent.setup()
    const received = subscribeEndpoint(200)
    await renderNewsletter()
    await user.type(emailField(), "ikke-en-adresse")
    await user.click(submit())
    expect(screen.getByRole("alert")).toHaveTextContent("Skriv inn en gyldig e-postadresse")
    expect(emailField()).toHaveAttribute("aria-invalid", "true")
    expect(received).toEqual([])
  })

  it("shows that it is sending, then thanks the visitor", async () => {
    const user = userEvent.setup()
    const received = subscribeEndpoint(201, 50)
    await renderNewsletter()
    await user.type(emailField(), " ny@ramaskrik.no ")
    await user.click(submit())
    expect(screen.getByRole("button", { name: "Sender …" })).toBeDisabled()
    expect(await screen.findByText(/Takk! Du er påmeldt/)).toBeInTheDocument()
    expect(received).toEqual([{ email: "ny@ramaskrik.no" }])
    expect(screen.queryByRole("textbox", { name: "E-postadresse" })).not.toBeInTheDocument()
  })

  it("says so in Norwegian when the service fails, and lets the visitor try again", async () => {
    const user = userEvent.setup()
    subscribeEndpoint(500)
    await renderNewsletter()
    await user.type(emailField(), "ny@ramaskrik.no")
    await user.click(submit())
    expect(await screen.findByRole("alert")).toHaveTextContent("vi fikk ikke meldt deg på")
    expect(submit()).toBeEnabled()
    expect(emailField()).toHaveValue("ny@ramaskrik.no")
  })

  it("sends once however often the button is pressed", async () => {
    const user = userEvent.setup()
    const received = subscribeEndpoint(200, 100)
    await renderNewsletter()
    await user.type(emailField(), "ny@ramaskrik.no")
    const button = submit()
    await user.click(button)
    await user.click(button)
    await user.keyboard("{Enter}")
    await screen.findByText(/Takk! Du er påmeldt/)
    expect(received).toHaveLength(1)
  })
})
