import { render, screen, within } from "@testing-library/react"
import React from "react"

import { Layout, type SiteChrome } from "../../src/components/layout"

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

describe("the site layout", () => {
  it("lists the header menu in order, with sub-items under their parent", () => {
    render(<Layout site={site}>innhold</Layout>)
    const menu = screen.getByRole("navigation", { name: "Hovedmeny" })
    expect(
      within(menu)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual([
      "Forside",
      "Program",
      "Program",
      "Alle filmer",
      "Planlegg festivalruta (åpnes i nytt vindu)",
      "Kjøp billetter",
    ])
    const withSubMenu = within(menu)
      .getAllByRole("listitem")
      .filter((item) => within(item).queryByRole("list") !== null)
    expect(withSubMenu).toHaveLength(1)
    const subLinks = within(within(withSubMenu[0] as HTMLElement).getByRole("list")).getAllByRole("link")
    expect(subLinks.map((link) => link.textContent)).toEqual([
      "Program",
      "Alle filmer",
      "Planlegg festivalruta (åpnes i nytt vindu)",
    ])
  })

  it("opens the external route planner in a new window without handing it the page", () => {
    render(<Layout site={site}>innhold</Layout>)
    const planner = screen.getByRole("link", { name: /Planlegg festivalruta/ })
    expect(planner).toHaveAttribute("target", "_blank")
    expect(planner).toHaveAttribute("rel", "noopener")
    expect(planner).toHaveAttribute("href", "https://rute.ramaskrik.no/")
  })

  it("has a search that submits to /search and a switch to the English site", () => {
    render(<Layout site={site}>innhold</Layout>)
    const search = screen.getByRole("search")
    expect(search).toHaveAttribute("action", "/search/")
    expect(within(search).getByRole("searchbox", { name: "Søk på nettstedet" })).toHaveAttribute("name", "q")
    expect(screen.getByRole("link", { name: "English" })).toHaveAttribute("href", "https://en.ramaskrik.no/")
  })

  it("puts the footer menu and sections in the footer", () => {
    render(<Layout site={site}>innhold</Layout>)
    const footer = screen.getByRole("contentinfo")
    expect(within(footer).getByRole("link", { name: "Personvernerklæring" })).toHaveAttribute("href", "/personvern")
    expect(within(footer).getByText("post@ramaskrik.no")).toBeInTheDocument()
    expect(within(footer).getByRole("region", { name: "Organisasjon" })).toHaveClass("visually-hidden")
  })
})
