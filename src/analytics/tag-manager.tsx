import React, { useEffect, useState, useSyncExternalStore } from "react"

import { useAfterMount } from "../components/use-after-mount"
import { DocumentHead } from "../components/document-head"
import { CONSENT_SETTINGS_ID, consentAnswer, tagManagerScript, type ConsentAnswer } from "./consent"

/**
 * Google Tag Manager, only when site.json names a container, and only after
 * the visitor's yes. The question (consent-question.tsx) is fetched once the
 * page is up, and only when there is something to ask: the visitor has not
 * answered yet, or asks again with the footer's settings link. A yes given
 * earlier loads only the tag manager's loader. The head names the script it
 * may load, for the page's security policy (src/security/), without loading it.
 */
export function TagManager({ id }: { id: string }) {
  if (!/^GTM-[A-Z0-9]+$/.test(id)) return null
  return (
    <>
      <DocumentHead>
        <meta name="tag-manager" content={tagManagerScript(id)} />
      </DocumentHead>
      <ConsentQuestion id={id} />
    </>
  )
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
