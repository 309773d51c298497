import React, { useState } from "react"

import { formatDayTime } from "../components/oslo-time"
import type { Screening } from "../content-model/screening"

/**
 * Hands the visitor a file made on the device: a Blob behind a link with
 * `download`, clicked once and let go. A blob: address is the page's own
 * origin, so the Content-Security-Policy needs nothing more for it.
 */
function downloadCalendar(text: string, fileName: string): void {
  const address = URL.createObjectURL(new Blob([text], { type: "text/calendar;charset=utf-8" }))
  const link = document.createElement("a")
  link.href = address
  link.download = fileName
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  // Some browsers read the Blob only after the click has returned.
  window.setTimeout(() => URL.revokeObjectURL(address), 60_000)
}

/** The calendar's code (RFC 5545 writing) comes with the click, not in the plan's first load. */
const calendar = () => import(/* webpackChunkName: "calendar" */ "./calendar")

type CalendarCode = Awaited<ReturnType<typeof calendar>>

/** Said where the calendar's code could not be fetched: offline before it was ever used on this device. */
export const CALENDAR_UNAVAILABLE =
  "Kalenderfilen kan ikke lages uten nett før du har brukt den én gang. Prøv igjen når du er på nett."

/**
 * Makes and hands over a calendar file with the calendar's code, fetched on
 * the click. When the code cannot be fetched, the visitor is told (and
 * nothing is left unhandled: Gatsby would load the whole page again).
 */
function useCalendarFile(): {
  download: (make: (code: CalendarCode) => [text: string, fileName: string]) => void
  failed: boolean
} {
  const [failed, setFailed] = useState(false)
  const download = (make: (code: CalendarCode) => [text: string, fileName: string]) => {
    setFailed(false)
    calendar().then(
      (code) => downloadCalendar(...make(code)),
      (error: Error) => {
        console.error(`The calendar could not be loaded: ${error.message}`)
        setFailed(true)
      },
    )
  }
  return { download, failed }
}

/** An alert, put in when it happens: a row of the plan has no empty live region waiting. */
function CalendarStatus({ failed }: { failed: boolean }) {
  return failed ? (
    <span role="alert" className="calendar-button__status">
      {" "}
      {CALENDAR_UNAVAILABLE}
    </span>
  ) : null
}

interface AddToCalendarProps {
  screening: Screening
  /** The site's address (site.json's host): the event's UID and its link to the film. */
  siteHost: string
  /** The festival's name (site.json's title), in each event's summary. */
  festivalName: string
}

/** "Legg til i kalender" for one screening: an .ics file with that one event. */
export function AddToCalendar({ screening, siteHost, festivalName }: AddToCalendarProps) {
  const { download, failed } = useCalendarFile()
  return (
    <>
      <button
        type="button"
        className="calendar-button"
        onClick={() =>
          download(({ calendarOf, screeningFileName }) => [
            calendarOf([screening], { siteHost, festivalName }),
            screeningFileName(screening),
          ])
        }
      >
        Legg til i kalender
        <span className="visually-hidden">{` for ${screening.title}, ${formatDayTime(screening.start)}`}</span>
      </button>
      <CalendarStatus failed={failed} />
    </>
  )
}

interface DownloadPlanProps {
  screenings: readonly Screening[]
  siteHost: string
  festivalName: string
  /** What the button says: the plan page's own, or a friend's plan in the shared view. */
  label?: string
}

/** "Last ned hele planen": one .ics file with every screening in it. */
export function DownloadPlan({
  screenings,
  siteHost,
  festivalName,
  label = "Last ned hele planen",
}: DownloadPlanProps) {
  const { download, failed } = useCalendarFile()
  return (
    <>
      <button
        type="button"
        className="calendar-button"
        disabled={screenings.length === 0}
        onClick={() =>
          download(({ calendarOf, PLAN_FILE_NAME }) => [
            calendarOf(screenings, { siteHost, festivalName }),
            PLAN_FILE_NAME,
          ])
        }
      >
        {label}
      </button>
      <CalendarStatus failed={failed} />
    </>
  )
}
