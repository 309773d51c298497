import { render as renderWithoutStore, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { Provider } from "jotai"
import React, { type ReactElement } from "react"

import { Layout, type SiteChrome } from "../../src/frame/layout"

const entry = (
  id: string,
  label: string,
  path: string,
  order: number,
  extra: Partial<SiteChrome["theme"]["menu"][number]> = {},
) => ({
  id,
  label,
  path,
  order,
  parent: null,
  place: "header",
  openInNewWindow: false,
  ...extra,
})

const site: SiteChrome = {
  title: "Ramaskrik",
  theme: {
    search: { enabled: true, path: "/search" },
    languageSwitch: { enabled: true, label: "English", url: "https://en.ramaskrik.no/" },
    footer: {
      sections: [
        { id: "contact", title: "Kontakt", hidden: false, items: [{ type: "text", value: "post@ramaskrik.no" }] },
        {
          id: "org",
          title: "Organisasjon",
          hidden: true,
          items: [{ type: "html", value: "<p>Org.nr. 999 999 999</p>" }],
        },
      ],
    },
    // Deliberately out of order: the menu follows `order`, not the file.
    menu: [
      entry("tickets", "Kjøp billetter", "/kjop-billetter", 3),
      entry("home", "Forside", "/", 1),
      entry("about", "Om Ramaskrik", "/om-ramaskrik", 8),
      entry("press", "Presse", "/presse", 1, { parent: "about" }),
      entry("program", "Program", "/program", 2),
      entry("all", "Alle filmer", "/alle-filmer", 2, { parent: "program" }),
      entry("program-sub", "Program", "/program", 1, { parent: "program" }),
      entry("route", "Planlegg festivalruta", "https://rute.ramaskrik.no/", 5, {
        parent: "program",
        openInNewWindow: true,
      }),
      entry("privacy", "Personvernerklæring", "/personvern", 1, { place: "footer" }),
    ],
  },
}

// The header's account link reads the visitor's session: a fresh store for every test.
const render = (ui: ReactElement) => renderWithoutStore(<Provider>{ui}</Provider>)

const mainMenu = () => screen.getByRole("navigation", { name: "Hovedmeny" })
const programToggle = () => within(mainMenu()).getByRole("button", { name: "Undermeny for Program" })

describe("the header menu", () => {
  it("lists the top-level entries in order, each sub-menu folded behind a button", () => {
    render(<Layout site={site}>innhold</Layout>)
    expect(
      within(mainMenu())
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Forside", "Program", "Kjøp billetter", "Om Ramaskrik"])
    expect(within(mainMenu()).getAllByRole("button", { name: /Undermeny/ })).toHaveLength(2)
    expect(programToggle()).toHaveAttribute("aria-expanded", "false")
  })

  it("shows a parent's sub-items in order when its button is pressed, and one sub-menu at a time", async () => {
    const user = userEvent.setup()
    render(<Layout site={site}>innhold</Layout>)
    await user.click(programToggle())
    expect(programToggle()).toHaveAttribute("aria-expanded", "true")
    const [, subMenu] = within(mainMenu()).getAllByRole("list")
    expect(subMenu).toHaveAttribute("id", programToggle().getAttribute("aria-controls"))
    expect(
      within(subMenu as HTMLElement)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Program", "Alle filmer", "Planlegg festivalruta (åpnes i nytt vindu)"])

    await user.click(within(mainMenu()).getByRole("button", { name: "Undermeny for Om Ramaskrik" }))
    expect(programToggle()).toHaveAttribute("aria-expanded", "false")
    expect(within(mainMenu()).getByRole("link", { name: "Presse" })).toBeVisible()
    expect(within(mainMenu()).queryByRole("link", { name: "Alle filmer" })).not.toBeInTheDocument()
  })

  it("works from the keyboard: Enter opens, Tab walks the sub-items, Escape closes and returns focus", async () => {
    const user = userEvent.setup()
    render(<Layout site={site}>innhold</Layout>)
    programToggle().focus()
    await user.keyboard("{Enter}")
    expect(programToggle()).toHaveAttribute("aria-expanded", "true")
    await user.tab()
    expect(within(mainMenu()).getAllByRole("link", { name: "Program" })[1]).toHaveFocus()
    await user.tab()
    expect(within(mainMenu()).getByRole("link", { name: "Alle filmer" })).toHaveFocus()
    await user.keyboard("{Escape}")
    expect(programToggle()).toHaveAttribute("aria-expanded", "false")
    expect(programToggle()).toHaveFocus()
    expect(within(mainMenu()).queryByRole("link", { name: "Alle filmer" })).not.toBeInTheDocument()
  })

  it("closes a sub-menu when focus leaves it", async () => {
    const user = userEvent.setup()
    render(<Layout site={site}>innhold</Layout>)
    await user.click(within(mainMenu()).getByRole("button", { name: "Undermeny for Om Ramaskrik" }))
    await user.tab() // Presse
    await user.tab() // out of the menu
    expect(within(mainMenu()).queryByRole("link", { name: "Presse" })).not.toBeInTheDocument()
  })

  it("opens on mouse hover and closes when the mouse leaves", async () => {
    const user = userEvent.setup()
    render(<Layout site={site}>innhold</Layout>)
    const program = within(mainMenu()).getByRole("link", { name: "Program" })
    await user.hover(program)
    expect(programToggle()).toHaveAttribute("aria-expanded", "true")
    await user.click(programToggle())
    expect(programToggle()).toHaveAttribute("aria-expanded", "true")
    await user.unhover(program)
    expect(programToggle()).toHaveAttribute("aria-expanded", "false")
  })

  it("closes an open sub-menu on a tap elsewhere", async () => {
    const user = userEvent.setup()
    render(<Layout site={site}>innhold</Layout>)
    await user.click(programToggle())
    await user.click(screen.getByText("innhold"))
    expect(programToggle()).toHaveAttribute("aria-expanded", "false")
  })

  it("opens the external route planner in a new window without handing it the page", async () => {
    const user = userEvent.setup()
    render(<Layout site={site}>innhold</Layout>)
    await user.click(programToggle())
    const planner = screen.getByRole("link", { name: /Planlegg festivalruta/ })
    expect(planner).toHaveAttribute("target", "_blank")
    expect(planner).toHaveAttribute("rel", "noopener")
    expect(planner).toHaveAttribute("href", "https://rute.ramaskrik.no/")
  })

  it("folds into one button on phones, which Escape closes again", async () => {
    const user = userEvent.setup()
    render(<Layout site={site}>innhold</Layout>)
    const toggle = screen.getByRole("button", { name: "Meny" })
    expect(toggle).toHaveAttribute("aria-controls", mainMenu().id)
    expect(toggle).toHaveAttribute("aria-expanded", "false")
    await user.click(toggle)
    expect(screen.getByRole("button", { name: "Lukk" })).toHaveAttribute("aria-expanded", "true")
    await user.keyboard("{Escape}")
    expect(screen.getByRole("button", { name: "Meny" })).toHaveAttribute("aria-expanded", "false")
    expect(screen.getByRole("button", { name: "Meny" })).toHaveFocus()
  })
})

describe("the rest of the frame", () => {
  it("has a search that submits to /search and a switch to the English site", () => {
    render(<Layout site={site}>innhold</Layout>)
    const search = screen.getByRole("search")
    expect(search).toHaveAttribute("action", "/search/")
    expect(within(search).getByRole("searchbox", { name: "Søk på nettstedet" })).toHaveAttribute("name", "q")
    expect(within(search).getByRole("button", { name: "Søk" })).toHaveAttribute("type", "submit")
    expect(screen.getByRole("link", { name: "English" })).toHaveAttribute("href", "https://en.ramaskrik.no/")
  })

  it("has the visitor's account link in the header", () => {
    render(<Layout site={site}>innhold</Layout>)
    expect(within(screen.getByRole("banner")).getByRole("link", { name: /Min side|Logg inn/ })).toBeInTheDocument()
  })

  it("puts the content in one main column after a skip link", () => {
    render(<Layout site={site}>innhold</Layout>)
    expect(screen.getByRole("main")).toHaveTextContent("innhold")
    expect(screen.getByRole("link", { name: "Hopp til innhold" })).toHaveAttribute("href", "#innhold")
  })

  it("puts the footer menu and sections in the footer", () => {
    render(<Layout site={site}>innhold</Layout>)
    const footer = screen.getByRole("contentinfo")
    expect(within(footer).getByRole("link", { name: "Personvernerklæring" })).toHaveAttribute("href", "/personvern")
    expect(within(footer).getByText("post@ramaskrik.no")).toBeInTheDocument()
    expect(within(footer).getByRole("region", { name: "Organisasjon" })).toHaveClass("visually-hidden")
  })
})
