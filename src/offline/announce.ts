/**
 * The polite notice that the site now works without a network: a live
 * region added to the page once, read out by screen readers, gone after a
 * while. Plain DOM, because it is raised from gatsby-browser outside React.
 */
export const OFFLINE_READY_TEXT =
  "Ramaskrik virker nå også uten nett: sidene du har besøkt, og billettene dine på Min side."

export function announceOfflineReady(doc: Document = document, durationMs = 8000): HTMLElement {
  const existing = doc.getElementById("offline-ready")
  if (existing) return existing
  const notice = doc.createElement("div")
  notice.id = "offline-ready"
  notice.className = "offline-notice"
  notice.setAttribute("role", "status")
  notice.textContent = OFFLINE_READY_TEXT
  doc.body.appendChild(notice)
  console.info("Ramaskrik: the site is now available offline")
  setTimeout(() => notice.remove(), durationMs)
  return notice
}
