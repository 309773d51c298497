import { dropNotice, raiseNotice } from "../components/notice"

/** The polite notice that the site now works without a network, gone after a while. */
export const OFFLINE_READY_TEXT =
  "Ramaskrik virker nå også uten nett: sidene du har besøkt, og billettene dine på Min side."

export function announceOfflineReady(doc: Document = document, durationMs = 8000): HTMLElement {
  const notice = raiseNotice("offline-ready", OFFLINE_READY_TEXT, doc)
  console.info("Ramaskrik: the site is now available offline")
  setTimeout(() => dropNotice("offline-ready", doc), durationMs)
  return notice
}
