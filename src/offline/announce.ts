import { dropNotice, raiseNotice } from "../components/notice"

/** The polite notice that the site now works without a network. */
export const OFFLINE_READY_TEXT =
  "Ramaskrik virker nå også uten nett: sidene du har besøkt, og billettene dine på Min side."

/** Set once the notice has been shown, so that a visitor hears it once, not after every new worker. */
const ANNOUNCED_KEY = "ramaskrik.offlineAnnounced"
const NOTICE_ID = "offline-ready"

function storage(doc: Document): Storage | null {
  try {
    return doc.defaultView?.localStorage ?? null
  } catch {
    return null
  }
}

/** Runs `then` once no cookie question holds the foot of the window: the notice never covers its buttons. */
function whenUncovered(doc: Document, then: () => void): void {
  const covered = () => doc.querySelector(".consent") !== null
  if (!covered()) return then()
  const observer = new MutationObserver(() => {
    if (covered()) return
    observer.disconnect()
    then()
  })
  observer.observe(doc.body, { childList: true, subtree: true })
}

/**
 * Says once, politely, that the site works offline: out of the way at the
 * foot of the window, closable, and gone by itself after a while unless the
 * visitor is on its "Lukk" button.
 */
export function announceOfflineReady(doc: Document = document, durationMs = 15_000): void {
  const stored = storage(doc)
  try {
    if (stored?.getItem(ANNOUNCED_KEY)) return
  } catch {
    // Storage refused: announce anyway.
  }
  whenUncovered(doc, () => {
    const notice = raiseNotice(NOTICE_ID, OFFLINE_READY_TEXT, doc, { closable: true })
    try {
      stored?.setItem(ANNOUNCED_KEY, new Date().toISOString())
    } catch {
      // Private browsing may refuse: then the notice can come again, which is harmless.
    }
    console.info("Ramaskrik: the site is now available offline")
    const leave = () => {
      if (notice.contains(doc.activeElement)) doc.defaultView?.setTimeout(leave, durationMs)
      else dropNotice(NOTICE_ID, doc)
    }
    doc.defaultView?.setTimeout(leave, durationMs)
  })
}
