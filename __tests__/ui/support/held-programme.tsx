import { act, render, screen, within } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import React from "react"
import { hydrateRoot } from "react-dom/client"

import { BlockList } from "../../../src/blocks/block-list"
import { intersections } from "../../support/intersections"
import { block, sources } from "./fixtures"
import { serverHtml } from "./server-html"

/** The programme over the fixtures' film and concert: two days, Wednesday's one row and Thursday's two. */
export const programmePage = (
  <BlockList
    pageTitle="Program"
    sources={sources}
    blocks={[block("program", "program", { heading: "Program" }, 0, { data: ["programme"] })]}
  />
)

export const FIRST_DAY = "onsdag 15. oktober"
export const SECOND_DAY = "torsdag 16. oktober"

/** A day of the programme: a region named by its heading. */
export const day = (name: string) => screen.getByRole("region", { name })

/** For each of a day's plan toggles, whether it claims a state: only once its row has hydrated and read the device. */
export const hydratedToggles = (name: string) =>
  within(day(name))
    .getAllByRole("button", { name: /i planen/i })
    .map((button) => button.hasAttribute("aria-pressed"))

/** The browser's IntersectionObserver, as the test moves the screen. */
export const observer = intersections()

/** A fresh tab's document at `address`, on the demo's ticketing partner. */
function freshTab(address: string) {
  jest.mocked(useStaticQuery).mockReturnValue({ festivalSite: { partners: [118], title: "Ramaskrik" } })
  observer.install()
  window.localStorage.clear()
  window.history.replaceState(null, "", address)
  document.body.innerHTML = ""
}

/** The programme drawn in the browser, as on a page reached by a link. */
export function drawProgramme() {
  freshTab("/program/")
  return render(programmePage)
}

/**
 * The server's HTML of the programme, hydrated as the first page of a tab at `address`. Which days
 * still wait is the module's, as in a browser tab: one such first page per test file. Gives the
 * container and the hydration's recoverable errors (React throwing server HTML away).
 */
export async function hydrateProgramme(address = "/program/") {
  freshTab(address)
  const container = document.createElement("div")
  container.innerHTML = await serverHtml(programmePage)
  document.body.append(container)
  const recoverable = jest.fn()
  await act(async () => {
    hydrateRoot(container, programmePage, { onRecoverableError: recoverable })
  })
  return { container, recoverable }
}

/**
 * Lets what the rows just hydrated load when the browser is idle (the live code, the notes'
 * settings) arrive inside act(), as on a page left alone a moment: jsdom has no idle callback,
 * so it comes within the current task's promises, which one turn of the event loop sees out.
 */
export const rowsSettled = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
