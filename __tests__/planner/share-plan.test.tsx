import { screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import React from "react"

import { SharePlan } from "../../src/planner/share-plan"
import { decodePlan } from "../../src/planner/share-link"
import { renderVisit } from "./calendar-support"

const IDS = ["st-dxm1013-1", "st-dxm1001-2", "st-kons25a-1"]

describe("Del planen", () => {
  it("copies a link to the shared view that carries the plan, and says so", async () => {
    const user = userEvent.setup()
    // user-event's clipboard cannot read its own Blob back under this jsdom: watch what is written instead.
    const writeText = jest.spyOn(navigator.clipboard, "writeText")
    renderVisit(<SharePlan ids={IDS} />)
    await user.click(screen.getByRole("button", { name: "Del planen" }))
    expect(screen.getByRole("status")).toHaveTextContent("Lenken er kopiert")
    const link = new URL(writeText.mock.calls[0]?.[0] ?? "")
    expect(link.origin + link.pathname).toBe("http://localhost/min-festival/delt/")
    expect(decodePlan(link.hash)).toEqual({ ok: true, ids: [...IDS].sort() })
  })

  it("shows the link to copy by hand when the browser will not let us copy it", async () => {
    const user = userEvent.setup()
    jest.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new DOMException("Nei", "NotAllowedError"))
    renderVisit(<SharePlan ids={IDS} />)
    await user.click(screen.getByRole("button", { name: "Del planen" }))
    expect(screen.getByRole("status")).toHaveTextContent("Vi fikk ikke kopiert lenken")
    const field = screen.getByRole("textbox", { name: "Lenke til planen din" })
    expect(decodePlan(new URL((field as HTMLInputElement).value).hash)).toEqual({ ok: true, ids: [...IDS].sort() })
  })

  it("hands the link to the phone's share sheet where there is one", async () => {
    const shared: ShareData[] = []
    Object.assign(navigator, { share: (data: ShareData) => Promise.resolve(void shared.push(data)) })
    try {
      renderVisit(<SharePlan ids={IDS} />)
      await userEvent.click(screen.getByRole("button", { name: "Del planen" }))
      expect(shared).toEqual([
        { title: "Min plan for Ramaskrik", url: expect.stringContaining("/min-festival/delt/#1") },
      ])
    } finally {
      Reflect.deleteProperty(navigator, "share")
    }
  })

  it("cannot be pressed for an empty plan", () => {
    renderVisit(<SharePlan ids={[]} />)
    expect(screen.getByRole("button", { name: "Del planen" })).toBeDisabled()
  })
})
