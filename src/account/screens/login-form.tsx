import { Link, navigate } from "gatsby"
import React, { useEffect, useState, type FormEvent } from "react"

import { errorMessage } from "../error-message"
import { useAccount } from "../use-account"
import { Field } from "./field"
import { emailProblem, hasProblems, passwordProblem, type Problems } from "./validation"

export function LoginForm({ next = "/min-side/" }: { next?: string }) {
  const { login, state, deleteLoginError } = useAccount()
  const [email, setEmail] = useState("")
  const [password, setPassword] = useState("")
  const [problems, setProblems] = useState<Problems<"email" | "password">>({})

  // A login error belongs to this form's visit; leaving clears it (delete-login-error).
  useEffect(() => () => deleteLoginError(), []) // eslint-disable-line react-hooks/exhaustive-deps

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (state.loading) return
    const found = { email: emailProblem(email), password: passwordProblem(password) }
    setProblems(found)
    if (hasProblems(found)) return
    if (await login(email.trim(), password)) await navigate(next)
  }

  return (
    <form className="account-form" onSubmit={submit} noValidate aria-labelledby="login-heading">
      <h1 id="login-heading">Logg inn</h1>
      <p>Logg inn med brukeren din hos kinoen for å se billettene og ønskelisten din.</p>
      {state.error !== null && (
        <p className="form-alert" role="alert">
          {errorMessage(state.error, "login")}
        </p>
      )}
      <Field
        label="E-post"
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
        error={problems.email}
      />
      <Field
        label="Passord"
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        error={problems.password}
      />
      <button type="submit" disabled={state.loading} aria-busy={state.loading}>
        {state.loading ? "Logger inn …" : "Logg inn"}
      </button>
      <p className="account-form__links">
        <Link to="/glemt-passord/">Glemt passord?</Link> · <Link to="/ny-bruker/">Ny bruker</Link>
      </p>
    </form>
  )
}
