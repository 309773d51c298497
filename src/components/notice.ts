/**
 * A short notice at the foot of the screen, raised from gatsby-browser,
 * outside React (plain DOM). Its text goes into a polite live region that is
 * in the page before the text arrives, so that screen readers read it out
 * once. One notice per id; a closable one has a "Lukk" button beside the text.
 */
export interface NoticeOptions {
  closable?: boolean
}

export function raiseNotice(
  id: string,
  text: string,
  doc: Document = document,
  { closable = false }: NoticeOptions = {},
): HTMLElement {
  const existing = doc.getElementById(id)
  if (existing) return existing
  const notice = doc.createElement("div")
  notice.id = id
  notice.className = "notice"
  const message = doc.createElement("p")
  message.className = "notice__text"
  message.setAttribute("role", "status")
  notice.append(message)
  if (closable) {
    const close = doc.createElement("button")
    close.type = "button"
    close.className = "notice__close"
    close.textContent = "Lukk"
    close.setAttribute("aria-label", "Lukk meldingen")
    close.addEventListener("click", () => notice.remove())
    notice.append(close)
  }
  doc.body.appendChild(notice)
  // Filled in after the region is in the page: a live region announces changes, not its own arrival.
  doc.defaultView?.setTimeout(() => {
    message.textContent = text
  }, 50)
  return notice
}

export function dropNotice(id: string, doc: Document = document): void {
  doc.getElementById(id)?.remove()
}
