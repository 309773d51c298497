import React, { useEffect, useId, useLayoutEffect, useRef, useState } from "react"
import { createPortal } from "react-dom"

import {
  CONSENT_SETTINGS_ID,
  CONSENT_STORAGE_KEY,
  COOKIE_PAGE,
  consentAnswer,
  rememberConsent,
  type ConsentAnswer,
} from "./consent"
import { forgetAnalyticsCookies, loadTagManager, tagManagerLoaded } from "./load-tag-manager"

/**
 * The question before analytics, fetched after the page is up. It stands over
 * the foot of the window and leaves the page where it is (no layout shift)
 * and free to read, scroll and use: it is a labelled region, not a modal
 * dialog, and the page under it is never made inert. It is first in the
 * document, so the first Tab and a screen reader's first words reach it;
 * focus moves to it only when the visitor reopens it from the footer link.
 *
 * "Avvis" and "Godta" are the same kind of button, side by side, each one
 * Tab away; nothing is chosen for the visitor.
 */
export function ConsentQuestion({ id }: { id: string }) {
  const [answer, setAnswer] = useState(consentAnswer)
  const [open, setOpen] = useState(answer === undefined)
  const [reopened, setReopened] = useState(false)
  const host = useQuestionHost()
  const heading = useRef<HTMLHeadingElement>(null)
  const [region, setRegion] = useState<HTMLElement | null>(null)
  const headingId = useId()

  useEffect(() => {
    if (answer === "granted") loadTagManager(id)
  }, [answer, id])

  // An answer given in another tab holds here too (a no there, once the tag manager runs, reloads: load-tag-manager.ts).
  useEffect(() => {
    const follow = (event: StorageEvent) => {
      if (event.key !== null && event.key !== CONSENT_STORAGE_KEY) return
      const now = consentAnswer()
      setAnswer(now)
      if (now !== undefined) setOpen(false)
    }
    window.addEventListener("storage", follow)
    return () => window.removeEventListener("storage", follow)
  }, [])

  // The footer's settings link is a link to the cookie page; with scripts on a page that asks, it asks again.
  useEffect(() => {
    const reopen = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest(`#${CONSENT_SETTINGS_ID}`)) return
      event.preventDefault()
      setOpen(true)
      setReopened(true)
      // Focus moves to the question even when it is already open.
      heading.current?.focus()
    }
    document.addEventListener("click", reopen)
    return () => document.removeEventListener("click", reopen)
  }, [])

  useEffect(() => {
    if (open && reopened) heading.current?.focus()
  }, [open, reopened])

  useBodyClearance(region)

  /**
   * Focus goes back to the footer link it was reopened from, or, for a
   * keyboard, on to what follows the question in the document (the skip
   * link, which a mouse click would only make pop up over the page).
   */
  const close = (byKeyboard: boolean) => {
    const hadFocus = host.contains(document.activeElement)
    setOpen(false)
    if (!hadFocus) return
    const next = reopened
      ? document.getElementById(CONSENT_SETTINGS_ID)
      : byKeyboard && document.querySelector(".skip-link")
    if (next instanceof HTMLElement) next.focus()
  }

  const choose = (choice: ConsentAnswer) => (event: React.MouseEvent) => {
    const takenBack = choice === "denied" && tagManagerLoaded()
    rememberConsent(choice)
    setAnswer(choice)
    // A button pressed with Enter or Space clicks with no count of mouse clicks.
    close(event.detail === 0)
    if (takenBack) {
      // The tag manager cannot be unloaded: its cookies go, and a fresh page starts without it.
      forgetAnalyticsCookies()
      window.location.reload()
    }
  }

  useEffect(() => {
    if (!open || answer === undefined) return
    const escape = (event: KeyboardEvent) => {
      if (event.key === "Escape") close(true)
    }
    document.addEventListener("keydown", escape)
    return () => document.removeEventListener("keydown", escape)
  })

  if (!open) return null
  return createPortal(
    <section ref={setRegion} className="consent" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        Informasjonskapsler
      </h2>
      <p>
        Får vi telle besøkene dine? Med Google Tag Manager og Google Analytics ser vi hvilke sider og filmer som blir
        besøkt. De lagrer informasjonskapsler hos deg, men bare hvis du godtar, og du kan ombestemme deg nederst på
        siden. <a href={COOKIE_PAGE}>Les mer om informasjonskapsler</a>
      </p>
      {answer && <p className="consent__now">{answer === "granted" ? "Nå har du godtatt." : "Nå har du avvist."}</p>}
      <div className="consent__choices">
        <button type="button" className="button" onClick={choose("denied")}>
          Avvis
        </button>
        <button type="button" className="button" onClick={choose("granted")}>
          Godta
        </button>
      </div>
    </section>,
    host,
  )
}

/** An element of its own at the very start of the body, for as long as the question is mounted. */
function useQuestionHost(): HTMLElement {
  // Only ever rendered in the browser, after the page is up: the document is there.
  const [host] = useState(() => document.createElement("div"))
  useLayoutEffect(() => {
    document.body.prepend(host)
    return () => host.remove()
  }, [host])
  return host
}

/**
 * Room below the page's end as tall as the question, so that its foot (the
 * footer and its links) can be scrolled out from under it. Space added after
 * everything moves nothing already on the page.
 */
function useBodyClearance(region: HTMLElement | null) {
  useEffect(() => {
    if (!region || typeof ResizeObserver === "undefined") return
    const observer = new ResizeObserver(() => {
      document.body.style.paddingBottom = `${Math.max(0, window.innerHeight - region.getBoundingClientRect().top)}px`
    })
    observer.observe(region)
    return () => {
      observer.disconnect()
      document.body.style.paddingBottom = ""
    }
  }, [region])
}
