import { Link, navigate } from "gatsby"
import React, { useState, type FormEvent } from "react"

import { errorMessage } from "../error-message"
import { useAccount } from "../use-account"
import { Field } from "./field"
import { formValues } from "./form-values"
import { SubmitButton } from "./submit-button"
import {
  MIN_PASSWORD_LENGTH,
  emailProblem,
  hasProblems,
  nameProblem,
  passwordProblem,
  type Problems,
} from "./validation"

export function CreateUserForm() {
  const { createUser, state } = useAccount()
  const [problems, setProblems] = useState<Problems<"userName" | "email" | "password">>({})

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (state.loading) return
    const { userName = "", email = "", password = "" } = formValues(event)
    const found = {
      userName: nameProblem(userName),
      email: emailProblem(email),
      password: passwordProblem(password, { creating: true }),
    }
    setProblems(found)
    if (hasProblems(found)) return
    if (await createUser({ userName: userName.trim(), email: email.trim(), password })) await navigate("/min-side/")
  }

  return (
    <form className="account-form" method="post" onSubmit={submit} noValidate aria-labelledby="create-heading">
      <h1 id="create-heading">Ny bruker</h1>
      {state.error !== null && (
        <p className="form-alert" role="alert">
          {errorMessage(state.error, "createUser")}
        </p>
      )}
      <Field label="Navn" name="userName" autoComplete="name" error={problems.userName} />
      <Field label="E-post" name="email" type="email" autoComplete="email" error={problems.email} />
      <Field
        label="Passord"
        name="password"
        type="password"
        autoComplete="new-password"
        hint={`Minst ${MIN_PASSWORD_LENGTH} tegn.`}
        error={problems.password}
      />
      <SubmitButton busy={state.loading} label="Opprett bruker" busyLabel="Oppretter bruker …" />
      <p className="account-form__links">
        Har du bruker fra før? <Link to="/logg-inn/">Logg inn</Link>
      </p>
    </form>
  )
}
