import React from "react"

import { useOnline } from "../components/use-online"

/**
 * Min festival without a network shows the plan from the device and the
 * programme as it was last fetched; the visitor should know that a change
 * made since then is not in it yet.
 */
export function PlanOfflineNote() {
  if (useOnline()) return null
  return (
    <p className="offline-note" role="status">
      Du er uten nett. Planen viser det som er lagret på enheten, med programmet slik det var sist du var på nett.
      Endringer etter det kommer når du er tilbake på nett.
    </p>
  )
}
