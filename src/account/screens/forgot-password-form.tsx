import { Link } from "gatsby"
import React, { useState, type FormEvent } from "react"

import { errorMessage } from "../error-message"
import { useAccount } from "../use-account"
import { Field } from "./field"
import { formValues } from "./form-values"
import { SubmitButton } from "./submit-button"
import { emailProblem } from "./validation"

export function ForgotPasswordForm() {
  const { forgotPassword, state } = useAccount()
  const [email, setEmail] = useState("")
  const [problem, setProblem] = useState<string>()

  if (state.isEmailSent) {
    return (
      <section className="account-form" aria-labelledby="forgot-heading">
        <h1 id="forgot-heading">Sjekk e-posten din</h1>
        <p role="status">
          Vi har sendt en lenke for å lage nytt passord til {email || "e-postadressen din"}. Lenken virker en stund, så
          ikke vent for lenge.
        </p>
        <p>
          <Link to="/logg-inn/">Tilbake til innlogging</Link>
        </p>
      </section>
    )
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (state.loading) return
    const typed = formValues(event).email ?? ""
    const found = emailProblem(typed)
    setProblem(found)
    setEmail(typed.trim())
    if (!found) await forgotPassword(typed.trim())
  }

  return (
    <form className="account-form" method="post" onSubmit={submit} noValidate aria-labelledby="forgot-heading">
      <h1 id="forgot-heading">Glemt passord</h1>
      <p>Skriv inn e-postadressen du bruker hos kinoen, så sender vi deg en lenke for å lage nytt passord.</p>
      {state.error !== null && (
        <p className="form-alert" role="alert">
          {errorMessage(state.error, "forgotPassword")}
        </p>
      )}
      <Field label="E-post" name="email" type="email" autoComplete="email" error={problem} />
      <SubmitButton busy={state.loading} label="Send lenke" busyLabel="Sender …" />
    </form>
  )
}
