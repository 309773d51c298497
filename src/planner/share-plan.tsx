import React, { useState } from "react"

type Shared =
  | { status: "idle" }
  | { status: "copied" }
  | { status: "shown"; link: string }
  | { status: "too-many"; max: number }
  | { status: "unavailable" }

const isAbort = (error: unknown) => error instanceof DOMException && error.name === "AbortError"

/**
 * "Del planen": the plan as a link, handed to the phone's own share sheet
 * where there is one, copied otherwise, and shown to copy by hand when the
 * browser lets us do neither. The link's code comes with the tap, not in
 * the plan's first load; the share sheet and the clipboard accept it then
 * (a tap's permission lasts seconds), and the link is shown if not.
 */
export function SharePlan({ ids }: { ids: readonly string[] }) {
  const [shared, setShared] = useState<Shared>({ status: "idle" })
  const share = async () => {
    const code = await import(/* webpackChunkName: "share-link" */ "./share-link").catch((error: Error) => {
      // Left unhandled, Gatsby would load the whole page again.
      console.error(`The share link could not be loaded: ${error.message}`)
    })
    if (!code) return setShared({ status: "unavailable" })
    const { MAX_SHARED_SCREENINGS, sharedPlanLink } = code
    if (ids.length > MAX_SHARED_SCREENINGS) return setShared({ status: "too-many", max: MAX_SHARED_SCREENINGS })
    const link = sharedPlanLink(ids, window.location.origin)
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title: "Min plan for Ramaskrik", url: link })
        return setShared({ status: "idle" })
      } catch (error) {
        if (isAbort(error)) return undefined
      }
    }
    try {
      await navigator.clipboard.writeText(link)
      setShared({ status: "copied" })
    } catch {
      setShared({ status: "shown", link })
    }
  }
  return (
    <div className="share-plan">
      <button type="button" disabled={ids.length === 0} onClick={() => void share()}>
        Del planen
      </button>
      <p role="status" className="share-plan__status">
        {shared.status === "copied" && "Lenken er kopiert. Lim den inn i en melding til den du vil dele planen med."}
        {shared.status === "too-many" &&
          `Planen har flere enn ${shared.max} forestillinger, og det blir for mye for én lenke.`}
        {shared.status === "shown" && "Vi fikk ikke kopiert lenken. Marker den og kopier den selv:"}
        {shared.status === "unavailable" &&
          "Lenken kan ikke lages uten nett før du har delt planen én gang. Prøv igjen når du er på nett."}
      </p>
      {shared.status === "shown" && (
        <input
          className="share-plan__link"
          aria-label="Lenke til planen din"
          readOnly
          value={shared.link}
          onFocus={(event) => event.currentTarget.select()}
        />
      )}
    </div>
  )
}
