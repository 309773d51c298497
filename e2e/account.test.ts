import { DEMO, myTickets, qrCodes, signIn, ticketsShown } from "./support/account"
import { BASE_URL, useBrowser } from "./support/browser"
import { sandboxCounts, setSandboxFaults } from "./support/server"

jest.setTimeout(60_000)

const browser = useBrowser()

afterEach(() => setSandboxFaults({}))

describe("a visitor's account in the built site", () => {
  it("signs in as the demo user and sees the tickets with QR codes", async () => {
    const { page } = browser
    await signIn(page)
    await page.getByRole("link", { name: `Innlogget som ${DEMO.userName}` }).waitFor()
    const tickets = myTickets(page)
    const codes = tickets.getByRole("img", { name: /^QR-kode for billetten til / })
    await codes.first().waitFor()
    await expect(codes.count()).resolves.toBe(3)
    // The QR images really load from the sandbox.
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>("img[alt^='QR-kode']")].every(
        (img) => img.complete && img.naturalWidth > 0,
      ),
    )
    await tickets
      .getByText(/^Rad \d+, seter/)
      .first()
      .waitFor()
  })

  it("adds a film to the watch list from its page and finds it on Min side", async () => {
    const { page } = browser
    await signIn(page)
    await page.goto(`${BASE_URL}/trolljegeren-dxm1015/`)
    await page.getByRole("button", { name: "Legg til i ønskelisten" }).click()
    await page.getByText("På ønskelisten din").waitFor()
    await page.goto(`${BASE_URL}/min-side/`)
    await page.getByRole("region", { name: "Ønskeliste" }).getByRole("link", { name: "Trolljegeren" }).waitFor()
  })

  it("signs out: the header offers to log in again and the token is gone", async () => {
    const { page } = browser
    await signIn(page)
    await page.getByRole("button", { name: "Logg ut" }).click()
    await page.getByText(/Du er ikke logget inn/).waitFor()
    await page.getByRole("link", { name: "Logg inn" }).first().waitFor()
    await expect(page.evaluate(() => JSON.stringify(window.localStorage))).resolves.not.toMatch(/token/)
  })

  it("shows a clear message when the password is wrong", async () => {
    const { page } = browser
    await page.goto(`${BASE_URL}/logg-inn/`)
    await page.getByLabel("E-post").fill(DEMO.email)
    await page.getByLabel("Passord").fill("ikke-riktig")
    await page.getByRole("button", { name: "Logg inn" }).click()
    await page.getByRole("alert").filter({ hasText: "Feil e-post eller passord." }).waitFor()
  })

  it("keeps the tickets shown and says so when the service fails later", async () => {
    const { page } = browser
    await signIn(page)
    const tickets = myTickets(page)
    await ticketsShown(tickets)
    await setSandboxFaults({ status: 500 })
    await tickets.getByRole("button", { name: "Hent billettene på nytt" }).click()
    await tickets.getByRole("alert").filter({ hasText: "Billettsystemet har problemer" }).waitFor()
    await expect(qrCodes(tickets).count()).resolves.toBe(3)
  })

  it("meets a storm of 401s from an expired token with a single refresh, and keeps working", async () => {
    const { page } = browser
    await signIn(page)
    const tickets = myTickets(page)
    await ticketsShown(tickets)
    const answered: string[] = []
    page.on("response", (response) => {
      if (response.url().includes("/ticketing/"))
        answered.push(`${response.status()} ${new URL(response.url()).pathname}`)
    })
    const before = await sandboxCounts()
    // Time passes: the token the page holds is no longer good. Every call
    // Min side makes on its next load carries it and is refused.
    await setSandboxFaults({ expireTokens: true })
    await page.reload()
    await ticketsShown(tickets)
    await expect(qrCodes(tickets).count()).resolves.toBe(3)
    await expect(page.getByRole("alert").count()).resolves.toBe(0)
    const after = await sandboxCounts()
    const refused = answered.filter((line) => line.startsWith("401 "))
    expect({ refused: refused.length > 1, refreshes: after.refreshes - before.refreshes }).toEqual({
      refused: true,
      refreshes: 1,
    })
  })
})
