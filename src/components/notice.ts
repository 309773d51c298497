/**
 * A short notice at the foot of the screen: a polite live region that
 * screen readers read out. Plain DOM, because it is raised from
 * gatsby-browser, outside React. One notice per id.
 */
export function raiseNotice(id: string, text: string, doc: Document = document): HTMLElement {
  const existing = doc.getElementById(id)
  if (existing) return existing
  const notice = doc.createElement("div")
  notice.id = id
  notice.className = "notice"
  notice.setAttribute("role", "status")
  notice.textContent = text
  doc.body.appendChild(notice)
  return notice
}

export function dropNotice(id: string, doc: Document = document): void {
  doc.getElementById(id)?.remove()
}
