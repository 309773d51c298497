import { screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"

import { OFFLINE_READY_TEXT, announceOfflineReady } from "../../src/offline/announce"

/** The live region, once its text has arrived. */
const notice = () => waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(OFFLINE_READY_TEXT))

beforeEach(() => {
  document.body.replaceChildren()
  window.localStorage.clear()
})

describe("the notice that the site works offline", () => {
  it("says so politely, and can be closed", async () => {
    announceOfflineReady()
    await notice()
    await userEvent.click(screen.getByRole("button", { name: "Lukk meldingen" }))
    expect(screen.queryByRole("status")).not.toBeInTheDocument()
  })

  it("is said once: a later worker on the same device says nothing", async () => {
    announceOfflineReady()
    await notice()
    document.body.replaceChildren()
    announceOfflineReady()
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(screen.queryByRole("status")).not.toBeInTheDocument()
  })

  it("steps aside when the cookie question arrives after it, and comes back when it is answered", async () => {
    announceOfflineReady()
    await notice()
    const question = document.createElement("section")
    question.className = "consent"
    document.body.append(question)
    await waitFor(() => expect(screen.queryByRole("status")).not.toBeInTheDocument())
    question.remove()
    await notice()
  })

  it("waits while the cookie question holds the foot of the window, then comes", async () => {
    const question = document.createElement("section")
    question.className = "consent"
    document.body.append(question)
    announceOfflineReady()
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(screen.queryByRole("status")).not.toBeInTheDocument()
    question.remove()
    await notice()
  })
})
