import React from "react"

import { SmartLink } from "../components/smart-link"
import type { BlockProps } from "./types"

export function QuickLinks({ block }: BlockProps<"quick-links">) {
  const { heading, links } = block.props
  return (
    <nav className="quick-links" aria-label={heading || "Snarveier"}>
      {heading && <h2>{heading}</h2>}
      <ul>
        {links.map((link) => (
          <li key={link.path + link.label}>
            <SmartLink to={link.path}>{link.label}</SmartLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
