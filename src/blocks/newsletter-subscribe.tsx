import React, { useRef, useState, type FormEvent } from "react"

import { AlertIcon } from "../components/icons"
import { useEnhanced } from "../components/use-enhanced"
import { NEWSLETTER_ENDPOINT, isEmail, subscribe } from "../newsletter/subscribe"
import type { BlockProps } from "./types"

type State = "idle" | "invalid" | "sending" | "success" | "failure"

const MESSAGES: Record<Exclude<State, "idle">, string> = {
  invalid: "Skriv inn en gyldig e-postadresse, for eksempel navn@eksempel.no.",
  sending: "Sender …",
  success: "Takk! Du er påmeldt nyhetsbrevet. Sjekk innboksen din.",
  failure: "Beklager, vi fikk ikke meldt deg på akkurat nå. Prøv igjen om litt.",
}

/** Sign-up for the newsletter: checked before sending, one request at a time. */
export function NewsletterSubscribe({ block }: BlockProps<"newsletter-subscribe">) {
  const [email, setEmail] = useState("")
  const [state, setState] = useState<State>("idle")
  // State updates are not synchronous; a ref stops a second submit in the same tick.
  const sending = useRef(false)
  const inputId = `${block.id}-email`
  const errorId = `${block.id}-error`
  const enhanced = useEnhanced()

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (sending.current) return
    if (!isEmail(email)) {
      setState("invalid")
      return
    }
    sending.current = true
    setState("sending")
    try {
      await subscribe(email)
      setState("success")
      setEmail("")
    } catch {
      setState("failure")
    } finally {
      sending.current = false
    }
  }

  const isError = state === "invalid" || state === "failure"
  return (
    <section className="newsletter" aria-labelledby={`${block.id}-heading`}>
      <h2 id={`${block.id}-heading`}>{block.props.heading}</h2>
      {block.props.text && <p>{block.props.text}</p>}
      {state !== "success" && (
        <form
          className="newsletter__form"
          action={NEWSLETTER_ENDPOINT}
          method="post"
          // Without JavaScript the browser checks the address; with it, we do, in Norwegian.
          noValidate={enhanced}
          onSubmit={onSubmit}
        >
          <div className="newsletter__field">
            <label htmlFor={inputId}>E-postadresse</label>
            <input
              id={inputId}
              type="email"
              name="email"
              autoComplete="email"
              required
              value={email}
              aria-invalid={isError || undefined}
              aria-describedby={isError ? errorId : undefined}
              onChange={(event) => {
                setEmail(event.target.value)
                if (isError) setState("idle")
              }}
            />
          </div>
          <button type="submit" disabled={state === "sending"}>
            {state === "sending" ? "Sender …" : "Meld meg på"}
          </button>
        </form>
      )}
      <p className={`newsletter__message${state === "success" ? " newsletter__message--success" : ""}`} role="status">
        {state === "sending" || state === "success" ? MESSAGES[state] : ""}
      </p>
      {isError && (
        <p id={errorId} className="newsletter__message newsletter__message--error" role="alert">
          <AlertIcon size={20} />
          {MESSAGES[state]}
        </p>
      )}
    </section>
  )
}
