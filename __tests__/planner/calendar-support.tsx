import ICAL from "ical.js"

import type { Screening } from "../../src/content-model/screening"

export { renderVisit } from "./support"

export const SITE_HOST = "https://ramaskrik.no"

export const screening = (changes: Partial<Screening> & Pick<Screening, "id">): Screening => ({
  reference: "DXM1013",
  title: "Bleeding Static",
  path: "/bleeding-static-dxm1013/",
  start: "2025-10-16T19:30:00+02:00",
  end: "2025-10-16T20:53:00+02:00",
  venue: "Oppdal kulturhus",
  hall: "Store sal",
  ageLimit: "18",
  ticketUrl: `https://billett.oppdalkino.no/kjop/DXM1013/${changes.id}`,
  status: "available",
  ...changes,
})

export interface Download {
  fileName: string
  text: () => Promise<string>
}

/**
 * The files the page hands to the browser to save. jsdom has no object URLs
 * and cannot download, so the test gives it object URLs that remember their
 * Blob, and takes the click on the `<a download>` before jsdom would try to
 * follow it.
 */
export function watchDownloads(): Download[] {
  const downloads: Download[] = []
  const blobs = new Map<string, Blob>()
  beforeEach(() => {
    URL.createObjectURL = (blob: Blob) => {
      const address = `blob:http://localhost/${blobs.size + 1}`
      blobs.set(address, blob)
      return address
    }
    URL.revokeObjectURL = (address: string) => void blobs.delete(address)
    downloads.length = 0
  })
  const onClick = (event: MouseEvent) => {
    const link = event.target
    if (!(link instanceof HTMLAnchorElement) || !link.hasAttribute("download")) return
    event.preventDefault()
    const blob = blobs.get(link.href)
    downloads.push({
      fileName: link.download,
      text: () => (blob ? blob.text() : Promise.reject(new Error(`No Blob behind ${link.href}`))),
    })
  }
  beforeAll(() => document.addEventListener("click", onClick, true))
  afterAll(() => document.removeEventListener("click", onClick, true))
  return downloads
}

/** The text of the only file saved so far. */
export async function onlyDownloadText(downloads: readonly Download[]): Promise<string> {
  expect(downloads).toHaveLength(1)
  const [download] = downloads
  if (!download) throw new Error("Nothing was downloaded")
  return download.text()
}

/** The events of a calendar file, as a strict reader (ical.js) reads them. */
export function calendarEvents(text: string): { uid: string; summary: string; start: string }[] {
  return new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent").map((event) => ({
    uid: String(event.getFirstPropertyValue("uid")),
    summary: String(event.getFirstPropertyValue("summary")),
    start: (event.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate().toISOString(),
  }))
}
