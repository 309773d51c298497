import { fireEvent, render, screen } from "@testing-library/react"
import React from "react"

import { PlanOfflineNote } from "../../src/planner/offline-note"

function goOffline(offline: boolean) {
  jest.spyOn(navigator, "onLine", "get").mockReturnValue(!offline)
  fireEvent(window, new Event(offline ? "offline" : "online"))
}

afterEach(() => jest.restoreAllMocks())

describe("Min festival without a network", () => {
  it("says that the plan shows what was saved, and goes when the network is back", () => {
    render(<PlanOfflineNote />)
    expect(screen.queryByRole("status")).not.toBeInTheDocument()
    goOffline(true)
    expect(screen.getByRole("status")).toHaveTextContent(/^Du er uten nett\. Planen viser det som er lagret/)
    goOffline(false)
    expect(screen.queryByRole("status")).not.toBeInTheDocument()
  })
})
