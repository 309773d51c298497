import { screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { http, HttpResponse } from "msw"
import React from "react"

import { MyPage } from "../../src/account/screens/my-page"
import { clockBeforeTheFixtures } from "../support/festival-clock"
import { renderWithAccount, requested, server, storeSignedInProfile } from "./support"

const DAY = 24 * 3_600_000
const TICKETS_URL = "http://localhost:9100/ticketing/118/api/profile/tickets"

/** A ticket as the service sends it, starting `days` from now (negative: in the past). */
const ticket = (title: string, days: number, seats: string[] = ["11"]) => ({
  MovieId: `DXM-${title}`,
  MovieTitle: title,
  QRCode: `RAMA-${title.toUpperCase()}`,
  QRUrl: `http://localhost:9100/ticketing/qr/RAMA-${title.toUpperCase()}.svg`,
  StartTime: new Date(Date.now() + days * DAY).toISOString(),
  Screen: "Store sal",
  SeatsInfo: { Info: "", Seats: [{ Row: "7", Seats: seats }] },
})

// Tickets are dated from the visitor's clock: a fixed one, so no day of the year changes what is "coming".
clockBeforeTheFixtures()

function serveTickets(...tickets: ReturnType<typeof ticket>[]) {
  server.use(http.get(TICKETS_URL, () => HttpResponse.json(tickets)))
}

describe("Min side's tickets", () => {
  it("lists the coming tickets by date, the next first, and the past ones apart, the latest first", async () => {
    await storeSignedInProfile()
    serveTickets(ticket("Sist", -10), ticket("Neste uke", 7), ticket("Forrige", -2), ticket("I morgen", 1))
    renderWithAccount(<MyPage />)
    const tickets = await screen.findByRole("region", { name: "Mine billetter" })
    const coming = await within(tickets).findByRole("list", { name: "Kommende" })
    expect(
      within(coming)
        .getAllByRole("heading")
        .map((heading) => heading.textContent),
    ).toEqual(["I morgen", "Neste uke"])
    const past = within(tickets).getByRole("region", { name: "Tidligere billetter" })
    expect(
      within(past)
        .getAllByRole("heading", { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual(["Forrige", "Sist"])
  })

  it("says there is nothing coming when every ticket is past", async () => {
    await storeSignedInProfile()
    serveTickets(ticket("Forrige", -2))
    renderWithAccount(<MyPage />)
    expect(await screen.findByText("Du har ingen kommende billetter.")).toBeVisible()
    expect(screen.getByRole("region", { name: "Tidligere billetter" })).toBeVisible()
  })

  it("opens the QR code as a dialog with the film, time, hall and seats, closed by Escape, focus going back", async () => {
    await storeSignedInProfile()
    serveTickets(ticket("I morgen", 1, ["11", "12"]))
    const user = userEvent.setup()
    renderWithAccount(<MyPage />)
    const open = await screen.findByRole("button", { name: "Vis QR-koden i fullskjerm for I morgen" })
    await user.click(open)
    const dialog = screen.getByRole("dialog", { name: "I morgen" })
    expect(dialog).toHaveAttribute("aria-modal", "true")
    expect(within(dialog).getByRole("img", { name: "QR-kode for billetten til I morgen" })).toHaveAttribute(
      "src",
      expect.stringContaining("/ticketing/qr/RAMA-I"),
    )
    expect(dialog).toHaveTextContent(/kl\. \d\d:\d\d, Store sal/)
    expect(within(dialog).getByText("Rad 7, seter 11, 12")).toBeVisible()
    const close = within(dialog).getByRole("button", { name: "Lukk" })
    expect(close).toHaveFocus()
    await user.tab()
    expect(close).toHaveFocus()
    await user.keyboard("{Escape}")
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
    expect(open).toHaveFocus()

    await user.click(open)
    await user.click(screen.getByRole("button", { name: "Lukk" }))
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
  })
})

describe("Min side's watch list", () => {
  async function watch(token: string, id: string) {
    await fetch("http://localhost:9100/ticketing/118/api/watchlist", {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
      body: JSON.stringify({ id }),
    })
  }

  it("shows each film's title apart from its rating, and takes a film off the list", async () => {
    const { token } = await storeSignedInProfile()
    await watch(token, "DXM1001")
    await watch(token, "DXM1033")
    requested.length = 0
    const user = userEvent.setup()
    renderWithAccount(<MyPage />)
    const list = await screen.findByRole("region", { name: "Ønskeliste" })
    await within(list).findByRole("link", { name: "Blodmåne" })
    const blodmane = within(list)
      .getAllByRole("listitem")
      .find((item) => within(item).queryByRole("link", { name: "Blodmåne" }))
    if (blodmane === undefined) throw new Error("Blodmåne is not in a list item")
    expect(within(blodmane).getByRole("img", { name: /^Vurdering / })).toBeVisible()
    await user.click(within(list).getByRole("button", { name: "Fjern Blodmåne fra ønskelisten" }))
    expect(await within(list).findByRole("status")).toHaveTextContent("Blodmåne er fjernet fra ønskelisten.")
    expect(within(list).queryByRole("link", { name: "Blodmåne" })).not.toBeInTheDocument()
    expect(within(list).getByRole("link", { name: "Het zwarte water" })).toBeVisible()
    expect(requested).toContain("POST http://localhost:9100/ticketing/118/api/watchlist/remove")
  })

  it("keeps the film and says so when the service does not take it off", async () => {
    const { token } = await storeSignedInProfile()
    await watch(token, "DXM1001")
    server.use(http.post("http://localhost:9100/ticketing/118/api/watchlist/remove", () => HttpResponse.json(false)))
    renderWithAccount(<MyPage />)
    const list = await screen.findByRole("region", { name: "Ønskeliste" })
    await userEvent.click(await within(list).findByRole("button", { name: "Fjern Blodmåne fra ønskelisten" }))
    expect(await within(list).findByRole("status")).toHaveTextContent(
      "Vi fikk ikke fjernet Blodmåne fra ønskelisten. Prøv igjen om litt.",
    )
    expect(within(list).getByRole("link", { name: "Blodmåne" })).toBeVisible()
  })
})
