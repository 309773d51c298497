import { Link } from "gatsby"
import React, { type ReactNode } from "react"

import { SmartLink } from "../blocks/smart-link"
import { menuTree, type MenuItem, type MenuNode } from "./menu-tree"

export interface SiteChrome {
  title: string
  theme: {
    search: { enabled: boolean; path: string }
    languageSwitch: { enabled: boolean; label: string; url: string }
    footer: {
      sections: readonly {
        id: string
        title: string
        hidden: boolean
        items: readonly { type: string; value: string }[]
      }[]
    }
    menu: readonly MenuItem[]
  }
}

function MenuLinks({ nodes, className }: { nodes: MenuNode[]; className: string }) {
  return (
    <ul className={className}>
      {nodes.map((node) => (
        <li key={node.id} className="menu__item">
          <SmartLink to={node.path} newWindow={node.openInNewWindow}>
            {node.label}
            {node.openInNewWindow && <span className="visually-hidden"> (åpnes i nytt vindu)</span>}
          </SmartLink>
          {node.children.length > 0 && <MenuLinks nodes={node.children} className="menu menu--sub" />}
        </li>
      ))}
    </ul>
  )
}

/** Header, one full-width column, footer: the frame of every page. */
export function Layout({ site, children }: { site: SiteChrome; children: ReactNode }) {
  const { search, languageSwitch, footer, menu } = site.theme
  return (
    <div className="site">
      <a className="skip-link" href="#innhold">
        Hopp til innhold
      </a>
      <header className="site-header">
        <Link className="site-header__logo" to="/">
          {site.title}
        </Link>
        <nav className="site-nav" aria-label="Hovedmeny">
          <MenuLinks nodes={menuTree(menu, "header")} className="menu" />
        </nav>
        {search.enabled && (
          <form
            className="site-search"
            role="search"
            action={search.path.endsWith("/") ? search.path : `${search.path}/`}
            method="get"
          >
            <label className="visually-hidden" htmlFor="site-search-q">
              Søk på nettstedet
            </label>
            <input id="site-search-q" type="search" name="q" placeholder="Søk" />
            <button type="submit">Søk</button>
          </form>
        )}
        {languageSwitch.enabled && (
          <a className="language-switch" href={languageSwitch.url} hrefLang="en" lang="en">
            {languageSwitch.label}
          </a>
        )}
      </header>
      <main id="innhold" className="site-main">
        {children}
      </main>
      <footer className="site-footer">
        {footer.sections.map((section) => (
          <section
            key={section.id}
            className={section.hidden ? "visually-hidden" : "site-footer__section"}
            aria-label={section.title}
          >
            <h2>{section.title}</h2>
            {section.items.map((item, index) =>
              item.type === "html" ? (
                <div key={index} dangerouslySetInnerHTML={{ __html: item.value }} />
              ) : (
                <p key={index}>{item.value}</p>
              ),
            )}
          </section>
        ))}
        <nav aria-label="Bunnmeny">
          <MenuLinks nodes={menuTree(menu, "footer")} className="menu menu--footer" />
        </nav>
      </footer>
    </div>
  )
}
