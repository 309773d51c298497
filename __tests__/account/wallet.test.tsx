import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { http, HttpResponse } from "msw"
import React from "react"

import { MyPage } from "../../src/account/screens/my-page"
import { WALLET_STORAGE_KEY } from "../../src/offline/ticket-wallet"
import { holdRequests, renderWithAccount, sandbox, server, storeSignedInProfile, storedProfile } from "./support"

const wallet = () =>
  JSON.parse(window.localStorage.getItem(WALLET_STORAGE_KEY) ?? "null") as { tickets: { qrImage: string }[] } | null

async function openMinSideOnce() {
  await storeSignedInProfile()
  const { unmount } = renderWithAccount(<MyPage />)
  await screen.findAllByRole("img", { name: /^QR-kode/ })
  await waitFor(() =>
    expect(wallet()?.tickets.every((ticket) => ticket.qrImage.startsWith("data:image/svg+xml"))).toBe(true),
  )
  unmount()
}

afterEach(() => jest.restoreAllMocks())

describe("the offline ticket wallet", () => {
  it("shows the tickets and their QR codes without a network after Min side was opened once", async () => {
    await openMinSideOnce()
    jest.spyOn(navigator, "onLine", "get").mockReturnValue(false)
    server.use(http.get("http://localhost:9100/ticketing/118/api/profile/tickets", () => HttpResponse.error()))
    renderWithAccount(<MyPage />)
    const list = await screen.findByRole("region", { name: "Mine billetter" })
    expect(await within(list).findByRole("status")).toHaveTextContent("Du er uten nett.")
    const codes = within(list).getAllByRole("img", { name: /^QR-kode/ })
    expect(codes).toHaveLength(3)
    codes.forEach((code) => expect(code).toHaveAttribute("src", expect.stringMatching(/^data:image\/svg\+xml/)))
    expect(within(list).getByText("Rad 7, seter 11, 12")).toBeInTheDocument()
  })

  it("shows what is sound of a wallet the device kept damaged, and never a harmful image address", async () => {
    await openMinSideOnce()
    const stored = JSON.parse(window.localStorage.getItem(WALLET_STORAGE_KEY) ?? "null") as {
      tickets: Record<string, unknown>[]
    }
    const [sound, second, third] = stored.tickets
    window.localStorage.setItem(
      WALLET_STORAGE_KEY,
      JSON.stringify({
        ...stored,
        tickets: [
          sound,
          { ...second, startTime: "fredag kveld" },
          { ...third, qrImage: "javascript:alert(1)", seatsInfo: { info: 7, seats: "rad 3" } },
          null,
          "en billett",
        ],
      }),
    )
    jest.spyOn(navigator, "onLine", "get").mockReturnValue(false)
    server.use(http.get("http://localhost:9100/ticketing/118/api/profile/tickets", () => HttpResponse.error()))
    renderWithAccount(<MyPage />)
    const list = await screen.findByRole("region", { name: "Mine billetter" })
    expect(await within(list).findByRole("status")).toHaveTextContent("Du er uten nett.")
    expect(within(list).getAllByRole("img", { name: /^QR-kode/ })).toHaveLength(1)
    expect(within(list).getByRole("heading", { name: String(sound?.movieTitle) })).toBeInTheDocument()
    expect(within(list).queryByRole("heading", { name: String(second?.movieTitle) })).not.toBeInTheDocument()
  })

  it("says the service cannot be reached when the device is online but the connection fails", async () => {
    await openMinSideOnce()
    server.use(http.get("http://localhost:9100/ticketing/118/api/profile/tickets", () => HttpResponse.error()))
    renderWithAccount(<MyPage />)
    const list = await screen.findByRole("region", { name: "Mine billetter" })
    expect(await within(list).findByRole("status")).toHaveTextContent(
      "Vi får ikke kontakt med billettsystemet. Billettene under er lagret på denne enheten",
    )
    expect(within(list).getAllByRole("img", { name: /^QR-kode/ })).toHaveLength(3)
  })

  it("is not used for a server's refusal, only for a missing network", async () => {
    await openMinSideOnce()
    server.use(
      http.get("http://localhost:9100/ticketing/118/api/profile/tickets", () => HttpResponse.json({}, { status: 500 })),
    )
    renderWithAccount(<MyPage />)
    const list = await screen.findByRole("region", { name: "Mine billetter" })
    expect(await within(list).findByRole("alert")).toHaveTextContent("Billettsystemet har problemer")
    expect(within(list).queryByRole("img", { name: /^QR-kode/ })).not.toBeInTheDocument()
  })

  it("is cleared when the visitor signs out", async () => {
    await openMinSideOnce()
    renderWithAccount(<MyPage />)
    await userEvent.click(await screen.findByRole("button", { name: "Logg ut" }))
    await screen.findByText(/Du er ikke logget inn/)
    expect(window.localStorage.getItem(WALLET_STORAGE_KEY)).toBeNull()
  })

  it.each([
    ["503", () => HttpResponse.json({ Message: "Unavailable" }, { status: 503 }), "Billettsystemet har problemer"],
    ["a network error", () => HttpResponse.error(), "Vi får ikke kontakt med billettsystemet."],
    ["a proxy's HTML page", () => HttpResponse.html("<h1>Logg inn på Wi-Fi</h1>"), "Vi fikk et uventet svar"],
  ] as const)("is kept, with the session, when the token refresh fails with %s", async (_what, answer, message) => {
    await openMinSideOnce()
    const profile = storedProfile()
    sandbox.expireTokens()
    server.use(http.post("http://localhost:9100/ticketing/118/api/account/refresh", answer))
    renderWithAccount(<MyPage />)
    const list = await screen.findByRole("region", { name: "Mine billetter" })
    expect(await within(list).findByText(new RegExp(message))).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Logg ut" })).toBeInTheDocument()
    expect(storedProfile()).toEqual(profile)
    expect(wallet()?.tickets).toHaveLength(3)
  })

  it("is not written again when the visitor signs out while the QR codes are loading", async () => {
    await storeSignedInProfile()
    const qrCodes = holdRequests("get", "http://localhost:9100/ticketing/qr/:file")
    let answered = 0
    server.events.on("response:mocked", ({ request }) => {
      if (request.url.includes("/ticketing/qr/")) answered += 1
    })
    renderWithAccount(<MyPage />)
    await screen.findAllByRole("img", { name: /^QR-kode/ })
    await qrCodes.arrival
    await userEvent.click(await screen.findByRole("button", { name: "Logg ut" }))
    await screen.findByText(/Du er ikke logget inn/)
    expect(wallet()).toBeNull()

    qrCodes.release()
    await waitFor(() => expect(answered).toBe(3))
    // Reading the last image and writing the wallet take only microtasks after its answer; one more task runs them.
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(wallet()).toBeNull()
  })
})
