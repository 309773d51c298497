import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { navigate } from "gatsby"
import { http, HttpResponse } from "msw"
import React from "react"
import { renderToString } from "react-dom/server"
import { Provider, createStore } from "jotai"

import { HeaderAccount } from "../../src/account/header-account"
import { CreateUserForm } from "../../src/account/screens/create-user-form"
import { ForgotPasswordForm } from "../../src/account/screens/forgot-password-form"
import { LoginForm } from "../../src/account/screens/login-form"
import { MyPage } from "../../src/account/screens/my-page"
import { LazyHeaderAccount } from "../../src/frame/lazy-header-account"
import { DEMO_USER } from "../../src/sandbox/ticketing"
import { renderWithAccount, requested, sandbox, server, storeSignedInProfile, storedProfile } from "./support"

describe("logging in", () => {
  it("checks the form before sending anything", async () => {
    renderWithAccount(<LoginForm />)
    await userEvent.click(screen.getByRole("button", { name: "Logg inn" }))
    expect(screen.getByLabelText("E-post")).toHaveAccessibleDescription("Skriv inn e-postadressen din.")
    expect(screen.getByLabelText("Passord")).toHaveAccessibleDescription("Skriv inn passordet ditt.")
    await userEvent.type(screen.getByLabelText("E-post"), "demo@ramaskrik")
    await userEvent.click(screen.getByRole("button", { name: "Logg inn" }))
    expect(screen.getByLabelText("E-post")).toHaveAttribute("aria-invalid", "true")
    expect(requested).toEqual([])
  })

  it("stores the profile and goes to Min side", async () => {
    renderWithAccount(<LoginForm />)
    await userEvent.type(screen.getByLabelText("E-post"), DEMO_USER.email)
    await userEvent.type(screen.getByLabelText("Passord"), DEMO_USER.password)
    await userEvent.click(screen.getByRole("button", { name: "Logg inn" }))
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/min-side/"))
    expect(storedProfile()).toEqual({ userName: DEMO_USER.userName, email: DEMO_USER.email, token: expect.any(String) })
  })

  it("names the visitor in the header as soon as they sign in, where it offered Logg inn before", async () => {
    renderWithAccount(
      <>
        <LazyHeaderAccount />
        <LoginForm />
      </>,
    )
    const header = screen.getByRole("link", { name: "Logg inn" })
    expect(header).toHaveAttribute("href", "/logg-inn/")
    await userEvent.type(screen.getByLabelText("E-post"), DEMO_USER.email)
    await userEvent.type(screen.getByLabelText("Passord"), DEMO_USER.password)
    await userEvent.click(screen.getByRole("button", { name: "Logg inn" }))
    expect(await screen.findByRole("link", { name: `Innlogget som ${DEMO_USER.userName}` })).toHaveAttribute(
      "href",
      "/min-side/",
    )
  })

  it("says so in Norwegian when the password is wrong, and keeps what was typed", async () => {
    renderWithAccount(<LoginForm />)
    await userEvent.type(screen.getByLabelText("E-post"), DEMO_USER.email)
    await userEvent.type(screen.getByLabelText("Passord"), "feil-passord")
    await userEvent.click(screen.getByRole("button", { name: "Logg inn" }))
    expect(await screen.findByRole("alert")).toHaveTextContent("Feil e-post eller passord.")
    expect(screen.getByLabelText("E-post")).toHaveValue(DEMO_USER.email)
    expect(storedProfile()).toBeNull()
  })

  it("does not count a reply without a token as signed in (found by fuzzing)", async () => {
    jest.mocked(navigate).mockClear()
    server.use(
      http.post("http://localhost:9100/ticketing/118/api/account/login", () =>
        HttpResponse.json({ marsToken: "", UserName: "Demo", UserInfo: DEMO_USER.email }),
      ),
    )
    renderWithAccount(<LoginForm />)
    await userEvent.type(screen.getByLabelText("E-post"), DEMO_USER.email)
    await userEvent.type(screen.getByLabelText("Passord"), DEMO_USER.password)
    await userEvent.click(screen.getByRole("button", { name: "Logg inn" }))
    expect(await screen.findByRole("alert")).toHaveTextContent("Vi fikk et uventet svar fra billettsystemet.")
    expect(navigate).not.toHaveBeenCalled()
    expect(storedProfile()).toBeNull()
  })

  it("tells the visitor when the ticketing service is down", async () => {
    sandbox.faults.status = 502
    renderWithAccount(<LoginForm />)
    await userEvent.type(screen.getByLabelText("E-post"), DEMO_USER.email)
    await userEvent.type(screen.getByLabelText("Passord"), DEMO_USER.password)
    await userEvent.click(screen.getByRole("button", { name: "Logg inn" }))
    expect(await screen.findByRole("alert")).toHaveTextContent("Billettsystemet har problemer akkurat nå.")
  })
})

describe("creating a user", () => {
  it("asks for a password of at least eight characters", async () => {
    renderWithAccount(<CreateUserForm />)
    await userEvent.type(screen.getByLabelText("Navn"), "Ny Fan")
    await userEvent.type(screen.getByLabelText("E-post"), "ny@ramaskrik.no")
    await userEvent.type(screen.getByLabelText("Passord"), "kort")
    await userEvent.click(screen.getByRole("button", { name: "Opprett bruker" }))
    expect(screen.getByLabelText("Passord")).toHaveAccessibleDescription("Minst 8 tegn. Passordet må ha minst 8 tegn.")
    expect(requested).toEqual([])
  })

  it("signs the new user in", async () => {
    renderWithAccount(<CreateUserForm />)
    await userEvent.type(screen.getByLabelText("Navn"), "Ny Fan")
    await userEvent.type(screen.getByLabelText("E-post"), "ny@ramaskrik.no")
    await userEvent.type(screen.getByLabelText("Passord"), "langt-nok")
    await userEvent.click(screen.getByRole("button", { name: "Opprett bruker" }))
    await waitFor(() =>
      expect(storedProfile()).toEqual({ userName: "Ny Fan", email: "ny@ramaskrik.no", token: expect.any(String) }),
    )
  })

  it("explains that the email is taken", async () => {
    renderWithAccount(<CreateUserForm />)
    await userEvent.type(screen.getByLabelText("Navn"), "Demo igjen")
    await userEvent.type(screen.getByLabelText("E-post"), DEMO_USER.email)
    await userEvent.type(screen.getByLabelText("Passord"), "langt-nok")
    await userEvent.click(screen.getByRole("button", { name: "Opprett bruker" }))
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Det finnes allerede en bruker med denne e-postadressen.",
    )
  })
})

describe("a forgotten password", () => {
  it("shows that the email was sent", async () => {
    renderWithAccount(<ForgotPasswordForm />)
    await userEvent.type(screen.getByLabelText("E-post"), DEMO_USER.email)
    await userEvent.click(screen.getByRole("button", { name: "Send lenke" }))
    expect(await screen.findByRole("heading", { name: "Sjekk e-posten din" })).toBeInTheDocument()
    expect(screen.getByRole("status")).toHaveTextContent(DEMO_USER.email)
  })

  it("says when no user has the address", async () => {
    renderWithAccount(<ForgotPasswordForm />)
    await userEvent.type(screen.getByLabelText("E-post"), "ukjent@ramaskrik.no")
    await userEvent.click(screen.getByRole("button", { name: "Send lenke" }))
    expect(await screen.findByRole("alert")).toHaveTextContent("Vi fant ingen bruker med denne e-postadressen.")
  })
})

describe("Min side", () => {
  it("asks a signed-out visitor to log in, without calling the service", async () => {
    renderWithAccount(<MyPage />)
    expect(await screen.findByText(/Du er ikke logget inn/)).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Logg inn" })).toHaveAttribute("href", "/logg-inn/")
    expect(requested).toEqual([])
  })

  it("shows the tickets with QR code, time, hall, seats, notes and expiry", async () => {
    await storeSignedInProfile()
    renderWithAccount(<MyPage />)
    const list = await screen.findByRole("region", { name: "Mine billetter" })
    const qrCodes = await within(list).findAllByRole("img", { name: /^QR-kode for billetten til / })
    expect(qrCodes).toHaveLength(3)
    // Each ticket's title, among the coming tickets or the past ones (which the demo's dates decide).
    expect(within(list).getAllByRole("heading", { name: /^(Carnívora|Bleeding Static|Blodmåne)$/ })).toHaveLength(3)
    expect(within(list).getByText("Rad 7, seter 11, 12")).toBeInTheDocument()
    expect(within(list).getByText("Kortfilmen «Kaldkjelleren» vises før filmen.")).toBeInTheDocument()
    expect(within(list).getAllByText(/^Gyldig til/)).toHaveLength(3)
    expect(within(list).getAllByText(/Store sal|Lille sal|Utekino|Bassenget/).length).toBeGreaterThan(0)
  })

  it("reads the watch list only with a stored token, after switching tokens", async () => {
    await storeSignedInProfile()
    renderWithAccount(<MyPage />)
    expect(await screen.findByText(/Ønskelisten er tom/)).toBeInTheDocument()
    expect(requested.filter((url) => /switchtokens|watchlist/.test(url))).toEqual([
      "POST http://localhost:9100/ticketing/118/api/account/switchtokens",
      "GET http://localhost:9100/ticketing/118/api/watchlist?skip=0&take=10",
    ])
  })

  it.each([
    "javascript:alert(1)",
    " javascript:alert(1)",
    "//evil.example/",
    "/\\evil.example/",
    "https://evil.example/",
  ])("shows a watch-list film whose link is %s as text, not as a link", async (link) => {
    await storeSignedInProfile()
    server.use(
      http.get("http://localhost:9100/ticketing/118/api/watchlist", () =>
        HttpResponse.json([{ Title: "Ondt blod", MovieId: "DXM1", Edis: "1", Rating: 3, RatingCount: 1, link }]),
      ),
    )
    renderWithAccount(<MyPage />)
    const watchList = await screen.findByRole("region", { name: "Ønskeliste" })
    expect(await within(watchList).findByText("Ondt blod")).toBeInTheDocument()
    expect(within(watchList).queryByRole("link", { name: "Ondt blod" })).not.toBeInTheDocument()
  })

  it("links a watch-list film to its page on the site", async () => {
    await storeSignedInProfile()
    server.use(
      http.get("http://localhost:9100/ticketing/118/api/watchlist", () =>
        HttpResponse.json([
          { Title: "Ondt blod", MovieId: "DXM1", Edis: "1", Rating: 3, RatingCount: 1, link: "/ondt-blod/" },
        ]),
      ),
    )
    renderWithAccount(<MyPage />)
    const watchList = await screen.findByRole("region", { name: "Ønskeliste" })
    expect(await within(watchList).findByRole("link", { name: "Ondt blod" })).toHaveAttribute("href", "/ondt-blod/")
  })

  it("says clearly when the tickets cannot be loaded", async () => {
    await storeSignedInProfile()
    sandbox.faults.status = 500
    renderWithAccount(<MyPage />)
    const list = await screen.findByRole("region", { name: "Mine billetter" })
    expect(await within(list).findByRole("alert")).toHaveTextContent("Billettsystemet har problemer akkurat nå.")
  })

  it("says the answer was unexpected when a ticket's start time is not a time (found by fuzzing)", async () => {
    await storeSignedInProfile()
    server.use(
      http.get("http://localhost:9100/ticketing/118/api/profile/tickets", () =>
        HttpResponse.json([{ MovieId: "DXM1015", MovieTitle: "Trolljegeren", QRCode: 0, StartTime: "" }]),
      ),
    )
    renderWithAccount(<MyPage />)
    const list = await screen.findByRole("region", { name: "Mine billetter" })
    expect(await within(list).findByRole("alert")).toHaveTextContent("Vi fikk et uventet svar fra billettsystemet.")
  })

  it("keeps the tickets it has when a later refresh fails", async () => {
    await storeSignedInProfile()
    renderWithAccount(<MyPage />)
    const list = await screen.findByRole("region", { name: "Mine billetter" })
    expect(await within(list).findAllByRole("img", { name: /^QR-kode/ })).toHaveLength(3)
    sandbox.faults.status = 503
    await userEvent.click(within(list).getByRole("button", { name: "Hent billettene på nytt" }))
    expect(await within(list).findByRole("alert")).toHaveTextContent("Billettene under er de vi hentet sist.")
    expect(within(list).getAllByRole("img", { name: /^QR-kode/ })).toHaveLength(3)
  })

  it("signs out: the profile and its token are gone", async () => {
    await storeSignedInProfile()
    renderWithAccount(<MyPage />)
    await userEvent.click(await screen.findByRole("button", { name: "Logg ut" }))
    expect(await screen.findByText(/Du er ikke logget inn/)).toBeInTheDocument()
    expect(storedProfile()).toBeNull()
  })
})

describe("the header", () => {
  it("renders the same on the server as on the first client render, then shows who is signed in", async () => {
    await storeSignedInProfile()
    const serverHtml = renderToString(
      <Provider store={createStore()}>
        <HeaderAccount />
      </Provider>,
    )
    expect(serverHtml).toContain("Min side")
    expect(serverHtml).not.toContain(DEMO_USER.userName)
    renderWithAccount(<HeaderAccount />)
    expect(await screen.findByRole("link", { name: `Innlogget som ${DEMO_USER.userName}` })).toHaveAttribute(
      "href",
      "/min-side/",
    )
  })

  it("offers to log in when nobody is signed in", async () => {
    renderWithAccount(<HeaderAccount />)
    expect(await screen.findByRole("link", { name: "Logg inn" })).toHaveAttribute("href", "/logg-inn/")
  })
})
