import React from "react"

import { formatDay, formatTime } from "../components/oslo-time"
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

interface AddToCalendarProps {
  screening: Screening
  /** The site's address (site.json's host): the event's UID and its link to the film. */
  siteHost: string
  /** The festival's name (site.json's title), in each event's summary. */
  festivalName: string
}

/** "Legg til i kalender" for one screening: an .ics file with that one event. */
export function AddToCalendar({ screening, siteHost, festivalName }: AddToCalendarProps) {
  return (
    <button
      type="button"
      className="calendar-button"
      onClick={() =>
        void calendar().then(({ calendarOf, screeningFileName }) =>
          downloadCalendar(calendarOf([screening], { siteHost, festivalName }), screeningFileName(screening)),
        )
      }
    >
      Legg til i kalender
      <span className="visually-hidden">
        {` for ${screening.title}, ${formatDay(screening.start)} kl. ${formatTime(screening.start)}`}
      </span>
    </button>
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
  return (
    <button
      type="button"
      className="calendar-button"
      disabled={screenings.length === 0}
      onClick={() =>
        void calendar().then(({ calendarOf, PLAN_FILE_NAME }) =>
          downloadCalendar(calendarOf(screenings, { siteHost, festivalName }), PLAN_FILE_NAME),
        )
      }
    >
      {label}
    </button>
  )
}
