/**
 * A plan toggle reads the device's storage with `useSyncExternalStore` as soon as its row has
 * hydrated, so a press right then is shown in its own frame. Reading it later, in a transition
 * once the page has hydrated (tried for #36, docs/performance.md), left such a press unshown
 * until that transition: 200-250 ms on a phone 4x slower. This holds the press to its frame.
 */
import { screen, waitFor } from "@testing-library/react"
import React, { startTransition, useEffect } from "react"
import { hydrateRoot } from "react-dom/client"
import { renderToString } from "react-dom/server"

import { PlanToggle } from "../../src/planner/plan-toggle"

// One first page per file: whether the page has hydrated is the module's, as in a browser tab.
const SHOWING = {
  id: "st-1",
  title: "Blodmåne",
  start: "2025-10-15T19:00:00+02:00",
  venue: "Oppdal kulturhus",
  hall: "Store sal",
  status: "available" as const,
}

describe("a plan toggle pressed as soon as its row has hydrated", () => {
  it("shows the press in the press's own frame, not when the page has read what it keeps", async () => {
    const seen: (string | null)[] = []
    /** Presses the toggle the moment its row has hydrated: before the row's reading of the device. */
    function PressAtOnce() {
      useEffect(() => {
        const button = screen.getByRole("button", { name: /i planen/i })
        button.click()
        // After the press's own render, before any later task (the page's reading of the device).
        queueMicrotask(() => seen.push(button.getAttribute("aria-pressed")))
      }, [])
      return null
    }
    const row = (
      <ul>
        <li>
          <PlanToggle showing={SHOWING} />
          <PressAtOnce />
        </li>
      </ul>
    )
    const container = document.createElement("div")
    container.innerHTML = renderToString(row)
    document.body.append(container)

    // No act(): React's own scheduler orders the tasks, as in a browser.
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
    const wasAct = actEnvironment.IS_REACT_ACT_ENVIRONMENT
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false
    try {
      startTransition(() => {
        hydrateRoot(container, row)
      })
      await waitFor(() => expect(seen).toHaveLength(1))
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasAct
    }
    expect(seen).toEqual(["true"])
    expect(screen.getByRole("button", { name: /i planen/i })).toHaveAttribute("aria-pressed", "true")
  })
})
