import { Link, navigate } from "gatsby"
import React, { useEffect, useState, type FormEvent } from "react"

import { errorMessage } from "../error-message"
import { useAccount } from "../use-account"
import { Field } from "./field"
import { formValues } from "./form-values"
import { SubmitButton } from "./submit-button"
import { emailProblem, hasProblems, passwordProblem, type Problems } from "./validation"

export function LoginForm({ next = "/min-side/" }: { next?: string }) {
  const { login, state, deleteLoginError } = useAccount()
  const [problems, setProblems] = useState<Problems<"email" | "password">>({})

  // A login error belongs to this form's visit; leaving clears it (delete-login-error).
  useEffect(() => () => deleteLoginError(), []) // eslint-disable-line react-hooks/exhaustive-deps

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (state.loading) return
    const { email = "", password = "" } = formValues(event)
    const found = { email: emailProblem(email), password: passwordProblem(password) }
    setProblems(found)
    if (hasProblems(found)) return
    if (await login(email.trim(), password)) await navigate(next)
  }

  return (
    <form className="account-form" method="post" onSubmit={submit} noValidate aria-labelledby="login-heading">
      <h1 id="login-heading">Logg inn</h1>
      <p>Logg inn med brukeren din hos kinoen for å se billettene og ønskelisten din.</p>
      {state.error !== null && (
        <p className="form-alert" role="alert">
          {errorMessage(state.error, "login")}
        </p>
      )}
      <Field label="E-post" name="email" type="email" autoComplete="email" error={problems.email} />
      <Field
        label="Passord"
        name="password"
        type="password"
        autoComplete="current-password"
        error={problems.password}
      />
      <SubmitButton busy={state.loading} label="Logg inn" busyLabel="Logger inn …" />
      <p className="account-form__links">
        <Link to="/glemt-passord/">Glemt passord?</Link> · <Link to="/ny-bruker/">Ny bruker</Link>
      </p>
    </form>
  )
}
