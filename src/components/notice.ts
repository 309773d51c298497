/**
 * A short notice at the foot of the screen, raised from gatsby-browser,
 * outside React (plain DOM): a polite live region that screen readers read
 * out. Its text is in it from the start: a box anchored at the foot that grew
 * when its text arrived would move, which counts as a layout shift. One
 * notice per id. Every page's first load has this module: what one notice
 * adds (the offline notice's "Lukk") is added by its own code.
 */
export function raiseNotice(id: string, text: string, doc: Document = document): HTMLElement {
  const existing = doc.getElementById(id)
  if (existing) return existing
  const notice = doc.createElement("div")
  notice.id = id
  notice.className = "notice"
  const message = doc.createElement("p")
  message.className = "notice__text"
  message.setAttribute("role", "status")
  message.textContent = text
  notice.append(message)
  doc.body.appendChild(notice)
  return notice
}

export function dropNotice(id: string, doc: Document = document): void {
  doc.getElementById(id)?.remove()
}
