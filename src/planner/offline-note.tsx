import React, { useSyncExternalStore } from "react"

function subscribe(onChange: () => void): () => void {
  window.addEventListener("online", onChange)
  window.addEventListener("offline", onChange)
  return () => {
    window.removeEventListener("online", onChange)
    window.removeEventListener("offline", onChange)
  }
}

/** Online on the server and in the first render, so server HTML and hydration agree. */
const isOffline = () => !navigator.onLine
const onServer = () => false

/**
 * Min festival without a network shows the plan from the device and the
 * programme as it was last fetched; the visitor should know that a change
 * made since then is not in it yet.
 */
export function PlanOfflineNote() {
  const offline = useSyncExternalStore(subscribe, isOffline, onServer)
  if (!offline) return null
  return (
    <p className="offline-note" role="status">
      Du er uten nett. Planen viser det som er lagret på enheten, med programmet slik det var sist du var på nett.
      Endringer etter det kommer når du er tilbake på nett.
    </p>
  )
}
