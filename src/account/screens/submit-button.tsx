import React from "react"

import { useEnhanced } from "../../components/use-enhanced"

/**
 * An account form's send button. It stays disabled until React runs the
 * page, so a quick tap never sends the form natively; without JavaScript a
 * note says why nothing can be sent.
 */
export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  const enhanced = useEnhanced()
  return (
    <>
      <noscript>
        <p className="form-alert">
          Innlogging og Min side trenger JavaScript. Slå det på i nettleseren for å fortsette.
        </p>
      </noscript>
      <button type="submit" disabled={!enhanced || busy} aria-busy={busy}>
        {busy ? busyLabel : label}
      </button>
    </>
  )
}
