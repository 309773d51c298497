import { act, screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { navigate } from "gatsby"
import { http } from "msw"
import React, { type ReactElement } from "react"

import { CreateUserForm } from "../../src/account/screens/create-user-form"
import { ForgotPasswordForm } from "../../src/account/screens/forgot-password-form"
import { LoginForm } from "../../src/account/screens/login-form"
import { DEMO_USER } from "../../src/sandbox/ticketing"
import { renderWithAccount, server } from "./support"

const API = "http://localhost:9100/ticketing/118/api"
const neverAnswers = () => new Promise<never>(() => {})

type User = ReturnType<typeof userEvent.setup>

const forms: [string, ReactElement, string, string, (user: User) => Promise<void>, () => Promise<unknown>][] = [
  [
    "logging in",
    <LoginForm key="login" />,
    `${API}/account/login`,
    "Logg inn",
    async (user) => {
      await user.type(screen.getByLabelText("E-post"), DEMO_USER.email)
      await user.type(screen.getByLabelText("Passord"), DEMO_USER.password)
    },
    () => waitFor(() => expect(navigate).toHaveBeenCalledWith("/min-side/")),
  ],
  [
    "creating a user",
    <CreateUserForm key="create" />,
    `${API}/profile`,
    "Opprett bruker",
    async (user) => {
      await user.type(screen.getByLabelText("Navn"), "Ny Fan")
      await user.type(screen.getByLabelText("E-post"), "ny@ramaskrik.no")
      await user.type(screen.getByLabelText("Passord"), "langt-nok")
    },
    () => waitFor(() => expect(navigate).toHaveBeenCalledWith("/min-side/")),
  ],
  [
    "asking for a new password",
    <ForgotPasswordForm key="forgot" />,
    `${API}/account/forgotpassword`,
    "Send lenke",
    async (user) => {
      await user.type(screen.getByLabelText("E-post"), DEMO_USER.email)
    },
    () => screen.findByRole("heading", { name: "Sjekk e-posten din" }),
  ],
]

afterEach(() => jest.useRealTimers())

describe("a ticketing service that never answers", () => {
  it.each(forms)(
    "%s: after 15 seconds the visitor is told so and can try again",
    async (_what, form, url, button, fillIn, succeeded) => {
      // The client's default is no timeout at all; the forms' own limit is what keeps them from hanging.
      jest.useFakeTimers()
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
      server.use(http.post(url, neverAnswers, { once: true }))
      renderWithAccount(form)
      await fillIn(user)
      await user.click(screen.getByRole("button", { name: button }))
      expect(screen.getByRole("button", { busy: true })).toBeDisabled()

      act(() => jest.advanceTimersByTime(15_000))
      expect(await screen.findByRole("alert")).toHaveTextContent("Billettsystemet svarer ikke akkurat nå.")
      const again = screen.getByRole("button", { name: button })
      expect(again).toBeEnabled()

      await user.click(again)
      await succeeded()
    },
  )
})
