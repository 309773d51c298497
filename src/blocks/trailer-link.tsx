import React from "react"

import { PlainLink } from "../components/plain-link"

/** The anchor of a production's trailer on its page (src/trailer/trailer-player.tsx). */
export const TRAILER_ANCHOR = "trailer"

/** "Se trailer": from a list's row or a search hit to the trailer on the production's page. */
export function TrailerLink({ path, title }: { path: string; title: string }) {
  return (
    <>
      {" "}
      <PlainLink className="trailer-link" to={`${path}#${TRAILER_ANCHOR}`}>
        Se trailer<span className="visually-hidden"> til {title}</span>
      </PlainLink>
    </>
  )
}
