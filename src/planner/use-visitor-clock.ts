import { useEffect, useState } from "react"

const MINUTE = 60_000

/**
 * The visitor's clock in milliseconds, for what has started: read when the
 * view is first drawn and again every minute, so that a screening starting
 * while the page is open turns "Vist" without a reload. Only for views the
 * browser alone draws (the plan and a shared plan live on the device and in
 * the link's fragment); a server render would read the build's clock.
 */
export function useVisitorClock(): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), MINUTE)
    return () => window.clearInterval(timer)
  }, [])
  return now
}
