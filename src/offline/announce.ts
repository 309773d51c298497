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

const covered = (doc: Document) => doc.querySelector(".consent") !== null

/**
 * Shows the notice only while no cookie question holds the foot of the window, so it never covers
 * its buttons: the question loads after the page is up, and may arrive after the worker's news.
 * `show` raises the notice, `hide` takes it away while the question is open.
 */
function whileUncovered(doc: Document, show: () => void, hide: () => void): () => void {
  let shown = false
  const follow = () => {
    if (covered(doc) && shown) {
      hide()
      shown = false
    } else if (!covered(doc) && !shown) {
      show()
      shown = true
    }
  }
  const observer = new MutationObserver(follow)
  observer.observe(doc.body, { childList: true, subtree: true })
  follow()
  return () => observer.disconnect()
}

/** The notice's "Lukk", beside its text (components/notice.ts raises the text alone). */
function closeButton(doc: Document, onClose: () => void): HTMLButtonElement {
  const close = doc.createElement("button")
  close.type = "button"
  close.className = "notice__close"
  close.textContent = "Lukk"
  close.setAttribute("aria-label", "Lukk meldingen")
  close.addEventListener("click", onClose)
  return close
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
  let stop = () => {}
  let timer: number | undefined
  const leave = () => {
    const notice = doc.getElementById(NOTICE_ID)
    if (notice?.contains(doc.activeElement)) timer = doc.defaultView?.setTimeout(leave, durationMs)
    else {
      stop()
      dropNotice(NOTICE_ID, doc)
    }
  }
  stop = whileUncovered(
    doc,
    () => {
      const notice = raiseNotice(NOTICE_ID, OFFLINE_READY_TEXT, doc)
      // Closed by the visitor: said, and not raised again.
      const close = () => {
        notice.remove()
        stop()
      }
      if (!notice.querySelector("button")) notice.append(closeButton(doc, close))
      try {
        stored?.setItem(ANNOUNCED_KEY, new Date().toISOString())
      } catch {
        // Private browsing may refuse: then the notice can come again, which is harmless.
      }
      console.info("Ramaskrik: the site is now available offline")
      doc.defaultView?.clearTimeout(timer)
      timer = doc.defaultView?.setTimeout(leave, durationMs)
    },
    () => {
      doc.defaultView?.clearTimeout(timer)
      dropNotice(NOTICE_ID, doc)
    },
  )
}
