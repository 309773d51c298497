import { useSyncExternalStore } from "react"

function subscribe(onChange: () => void): () => void {
  window.addEventListener("online", onChange)
  window.addEventListener("offline", onChange)
  return () => {
    window.removeEventListener("online", onChange)
    window.removeEventListener("offline", onChange)
  }
}

const isOnline = () => navigator.onLine
const onServer = () => true

/**
 * Whether the browser says it is online, following its online and offline
 * events: true on the server and in the first render, so that the server's
 * HTML and hydration agree.
 */
export const useOnline = (): boolean => useSyncExternalStore(subscribe, isOnline, onServer)
