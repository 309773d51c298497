import { screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import React from "react"

import { AddToCalendar, DownloadPlan } from "../../src/planner/calendar-buttons"
import { SITE_HOST, calendarEvents, onlyDownloadText, renderVisit, screening, watchDownloads } from "./calendar-support"

const downloads = watchDownloads()

const first = screening({ id: "st-dxm1013-1" })
const second = screening({
  id: "st-dxm1001-2",
  title: "Blodmåne",
  path: "/blodmane-dxm1001/",
  start: "2025-10-17T21:30:00+02:00",
})

describe("Legg til i kalender", () => {
  it("saves a calendar file with that one screening, named after the film and the day", async () => {
    renderVisit(<AddToCalendar screening={first} siteHost={SITE_HOST} festivalName="Ramaskrik" />)
    await userEvent.click(
      screen.getByRole("button", { name: "Legg til i kalender for Bleeding Static, torsdag 16. oktober kl. 19:30" }),
    )
    expect(downloads.map(({ fileName }) => fileName)).toEqual(["ramaskrik-bleeding-static-dxm1013-2025-10-16.ics"])
    expect(calendarEvents(await onlyDownloadText(downloads))).toEqual([
      { uid: "st-dxm1013-1@ramaskrik.no", summary: "Bleeding Static", start: "2025-10-16T17:30:00.000Z" },
    ])
  })
})

describe("Last ned hele planen", () => {
  it("saves every screening of the plan in one file", async () => {
    renderVisit(<DownloadPlan screenings={[first, second]} siteHost={SITE_HOST} festivalName="Ramaskrik" />)
    await userEvent.click(screen.getByRole("button", { name: "Last ned hele planen" }))
    expect(downloads.map(({ fileName }) => fileName)).toEqual(["ramaskrik-plan.ics"])
    expect(calendarEvents(await onlyDownloadText(downloads)).map(({ summary }) => summary)).toEqual([
      "Bleeding Static",
      "Blodmåne",
    ])
  })

  it("cannot be pressed for an empty plan", () => {
    renderVisit(<DownloadPlan screenings={[]} siteHost={SITE_HOST} festivalName="Ramaskrik" />)
    expect(screen.getByRole("button", { name: "Last ned hele planen" })).toBeDisabled()
  })
})
