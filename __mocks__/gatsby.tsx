/**
 * Gatsby's own runtime is not there in jest; this stands in for the parts
 * components use, as Gatsby's unit-testing guide does.
 */
import React from "react"

const gatsby = jest.requireActual("gatsby")

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string
  activeClassName?: string
  partiallyActive?: boolean
}

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link: jest.fn(({ to, activeClassName: _active, partiallyActive: _partial, ...rest }: LinkProps) =>
    React.createElement("a", { ...rest, href: to }),
  ),
  navigate: jest.fn(),
  // A site whose static queries found nothing, unless a test says otherwise (mockReturnValue).
  useStaticQuery: jest.fn(() => ({})),
}
