import React, { useEffect, useState, useSyncExternalStore } from "react"

import { useAfterMount } from "../components/use-after-mount"
import { CONSENT_SETTINGS_ID, consentAnswer, tagManagerScript, type ConsentAnswer } from "./consent"

/** A tag manager container's id as site.json must give it; anything else loads nothing. */
const isContainer = (id: string) => /^GTM-[A-Z0-9]+$/.test(id)

/**
 * Google Tag Manager, only when site.json names a container, and only after
 * the visitor's yes. The question (consent-question.tsx) is fetched once the
 * page is up, and only when there is something to ask: the visitor has not
 * answered yet, or asks again with the footer's settings link. A yes given
 * earlier loads only the tag manager's loader. The page's head names the
 * script (TagManagerMeta).
 */
export function TagManager({ id }: { id: string }) {
  if (!isContainer(id)) return null
  return <ConsentQuestion id={id} />
}

/**
 * For the page's `Head` export: names the script the page may load after
 * the visitor's yes, for the page's security policy (src/security/), without
 * loading it. The policy is written into the HTML at build time; the
 * loader appends the script itself (load-tag-manager.ts).
 */
export function TagManagerMeta({ id }: { id: string }) {
  return isContainer(id) ? <meta name="tag-manager" content={tagManagerScript(id)} /> : null
}

const noSubscription = () => () => {}

/** The stored answer, read in the browser; null ("not known yet") in the server's HTML and while hydrating. */
const useStoredAnswer = (): ConsentAnswer | undefined | null =>
  useSyncExternalStore(noSubscription, consentAnswer, () => null)

function ConsentQuestion({ id }: { id: string }) {
  const answer = useStoredAnswer()
  const [reopened, setReopened] = useState(false)
  const unanswered = answer === undefined

  useEffect(() => {
    if (answer !== "granted") return
    import("./load-tag-manager")
      .then((module) => module.loadTagManager(id))
      .catch((error: Error) => console.error(`The tag manager could not be loaded: ${error.message}`))
  }, [answer, id])

  // Until the question is fetched, the footer's settings link fetches it (then the question listens itself).
  useEffect(() => {
    if (reopened || unanswered) return
    const reopen = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest(`#${CONSENT_SETTINGS_ID}`)) return
      event.preventDefault()
      setReopened(true)
    }
    document.addEventListener("click", reopen)
    return () => document.removeEventListener("click", reopen)
  }, [reopened, unanswered])

  return useAfterMount(
    () =>
      import(/* webpackChunkName: "consent-question" */ "./consent-question").then((module) => module.ConsentQuestion),
    "The cookie consent question",
    { id, reopened },
    reopened || unanswered,
  )
}
