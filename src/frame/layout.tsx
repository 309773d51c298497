import { Link } from "gatsby"
import React, { useEffect, useRef, useState, type ReactNode } from "react"

import { LazyHeaderAccount } from "./lazy-header-account"
import { CONSENT_SETTINGS_ID, COOKIE_PAGE } from "../analytics/consent"
import { LazyPlanLink } from "./lazy-plan-link"
import { SmartLink } from "../components/smart-link"
import { CloseIcon, MenuIcon, SearchIcon } from "../components/icons"
import { MainMenu } from "./main-menu"
import { menuTree, type MenuItem } from "./menu-tree"
import { useEnhanced } from "../components/use-enhanced"
import { HydratesApart } from "../components/hydrates-apart"

export interface SiteChrome {
  title: string
  /** A tag manager container: the footer then offers the visitor's cookie settings. */
  analytics?: { googleTagManagerId: string }
  theme: {
    /** The site's icon, from site.json. */
    favicon?: string
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

const NAV_ID = "hovedmeny"

/**
 * On phones the menu folds away behind one button. Without JavaScript the
 * button is a link to the menu, which `:target` unfolds.
 */
function PhoneMenuToggle({ enhanced, open, onToggle }: { enhanced: boolean; open: boolean; onToggle: () => void }) {
  if (!enhanced) {
    return (
      <a className="menu-toggle" href={`#${NAV_ID}`}>
        <MenuIcon />
        <span>Meny</span>
      </a>
    )
  }
  return (
    <button type="button" className="menu-toggle" aria-expanded={open} aria-controls={NAV_ID} onClick={onToggle}>
      {open ? <CloseIcon /> : <MenuIcon />}
      <span>{open ? "Lukk" : "Meny"}</span>
    </button>
  )
}

function SiteSearch({ path }: { path: string }) {
  return (
    <form className="site-search" role="search" action={path.endsWith("/") ? path : `${path}/`} method="get">
      <label className="visually-hidden" htmlFor="site-search-q">
        Søk på nettstedet
      </label>
      <input id="site-search-q" type="search" name="q" placeholder="Søk" autoComplete="off" />
      <button type="submit" className="site-search__button">
        <SearchIcon size={20} />
        <span className="visually-hidden">Søk</span>
      </button>
    </form>
  )
}

function SiteHeader({ site }: { site: SiteChrome }) {
  const { search, languageSwitch, menu } = site.theme
  const enhanced = useEnhanced()
  const [phoneMenuOpen, setPhoneMenuOpen] = useState(false)
  const headerRef = useRef<HTMLElement>(null)

  useEffect(() => {
    if (!phoneMenuOpen) return
    const close = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape") return
      setPhoneMenuOpen(false)
      headerRef.current?.querySelector<HTMLElement>(".menu-toggle")?.focus()
    }
    document.addEventListener("keydown", close)
    return () => document.removeEventListener("keydown", close)
  }, [phoneMenuOpen])

  return (
    <header ref={headerRef} className={`site-header${phoneMenuOpen ? " site-header--menu-open" : ""}`}>
      <div className="site-header__bar">
        <Link className="site-header__logo" to="/">
          {site.title}
        </Link>
        <div className="site-header__tools">
          {search.enabled && <SiteSearch path={search.path} />}
          {languageSwitch.enabled && (
            <a className="language-switch" href={languageSwitch.url} hrefLang="en" lang="en">
              {languageSwitch.label}
            </a>
          )}
          <LazyPlanLink />
          <LazyHeaderAccount />
          <PhoneMenuToggle
            enhanced={enhanced}
            open={phoneMenuOpen}
            onToggle={() => setPhoneMenuOpen((open) => !open)}
          />
        </div>
      </div>
      <nav id={NAV_ID} className="site-nav" aria-label="Hovedmeny" data-enhanced={enhanced || undefined}>
        <MainMenu nodes={menuTree(menu, "header")} enhanced={enhanced} onNavigate={() => setPhoneMenuOpen(false)} />
        {!enhanced && (
          <a className="site-nav__close" href="#innhold">
            Lukk menyen
          </a>
        )}
      </nav>
    </header>
  )
}

function SiteFooter({ site }: { site: SiteChrome }) {
  const { footer, menu } = site.theme
  return (
    <footer className="site-footer">
      <div className="site-footer__sections">
        {footer.sections.map((section) => (
          <section
            key={section.id}
            className={section.hidden ? "visually-hidden" : "site-footer__section"}
            aria-label={section.title}
          >
            <h2>{section.title}</h2>
            {section.items.map((item, index) =>
              item.type === "html" ? (
                // Footer HTML comes from site.json, checked and sanitized at build time.
                <div key={index} dangerouslySetInnerHTML={{ __html: item.value }} />
              ) : (
                <p key={index}>{item.value}</p>
              ),
            )}
          </section>
        ))}
      </div>
      <nav className="site-footer__menu" aria-label="Bunnmeny">
        <ul className="menu menu--footer">
          {menuTree(menu, "footer").map((node) => (
            <li key={node.id} className="menu__item">
              <SmartLink to={node.path} newWindow={node.openInNewWindow}>
                {node.label}
              </SmartLink>
            </li>
          ))}
          {__MAY_HAVE_TAG_MANAGER__ && site.analytics?.googleTagManagerId && (
            // Without scripts, or on a page that does not ask (account pages), the cookie page.
            <li className="menu__item">
              <a id={CONSENT_SETTINGS_ID} href={COOKIE_PAGE}>
                Innstillinger for informasjonskapsler
              </a>
            </li>
          )}
        </ul>
        <p className="site-footer__name">© {site.title}</p>
      </nav>
    </footer>
  )
}

/**
 * Header, one full-width column (span 12 at every breakpoint), footer: the frame of every page.
 * The header and the footer each hydrate apart, as each block of a page does.
 */
export function Layout({ site, children }: { site: SiteChrome; children: ReactNode }) {
  return (
    <div className="site">
      <a className="skip-link" href="#innhold">
        Hopp til innhold
      </a>
      <HydratesApart id="frame:header">
        <SiteHeader site={site} />
      </HydratesApart>
      <main id="innhold" className="site-main">
        {children}
      </main>
      <HydratesApart id="frame:footer">
        <SiteFooter site={site} />
      </HydratesApart>
    </div>
  )
}
