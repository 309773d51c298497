import { Link } from "gatsby"
import { useAtomValue, useSetAtom } from "jotai"
import React, { useEffect, useState } from "react"

import { byDay, formatFullDay, formatTime } from "../components/oslo-time"
import { Place } from "../components/place"
import { ageLimitLabel, ageLimitMark, isRated } from "../content-model/age-limits"
import { inProgrammeOrder, type Screening } from "../content-model/screening"
import { SHOWTIME_STATUS_LABELS, STARTED_LABEL, hasStarted, isOnSale } from "../content-model/showtime-status"
import { DownloadPlan } from "./calendar-buttons"
import { clashBetween, type TravelMinutes } from "./clashes"
import { addScreeningsAtom, planAtom } from "./plan-store"
import { withLive, type LiveEvents } from "./live-plan"
import { useScreenings } from "./screenings"
import { useVisitorClock } from "./use-visitor-clock"
import { SHARED_PLAN_PROBLEMS, decodePlan, type DecodedPlan } from "./share-link"

const PLAN_PATH = "/min-festival/"

/** The link's plan, read once the page runs (the fragment never reaches the server) and again if it changes. */
export function useSharedIds(): DecodedPlan | undefined {
  const [decoded, setDecoded] = useState<DecodedPlan>()
  useEffect(() => {
    const read = () => setDecoded(decodePlan(window.location.hash))
    read()
    window.addEventListener("hashchange", read)
    return () => window.removeEventListener("hashchange", read)
  }, [])
  return decoded
}

const count = (n: number) => (n === 1 ? "1 forestilling" : `${n} forestillinger`)

function SharedRow({
  screening,
  own,
  travel,
  now,
  seenAt,
}: {
  screening: Screening
  own: readonly Screening[]
  travel: TravelMinutes
  now: number
  /** When the service said what the row shows, where that is not this visit's answer (offline, the service down). */
  seenAt?: string
}) {
  const inOwnPlan = own.some(({ id }) => id === screening.id)
  // The same rule as the plan's own clash warnings: overlapping, or too close to get between venues.
  const overlaps = own.filter((other) => clashBetween(screening, other, travel) !== null)
  const cancelled = screening.status === "cancelled"
  // As in the plan's own rows: "Vist" once started, but a cancelled one stays "Avlyst".
  const started = !cancelled && hasStarted(screening.start, now)
  return (
    <li className={`shared-plan__row${cancelled ? " shared-plan__row--cancelled" : ""}`}>
      <time className="shared-plan__when" dateTime={screening.start}>
        kl. {formatTime(screening.start)}
        {screening.end && `–${formatTime(screening.end)}`}
      </time>
      <span className="shared-plan__title">
        <Link to={screening.path}>{screening.title}</Link>{" "}
        {isRated(screening.ageLimit) && (
          <span className="shared-plan__age">
            <span className="visually-hidden">{ageLimitLabel(screening.ageLimit)}</span>
            <span aria-hidden="true">{ageLimitMark(screening.ageLimit)}</span>
          </span>
        )}
      </span>
      <span className="shared-plan__where">
        <Place venue={screening.venue} hall={screening.hall} />
      </span>
      <span className="shared-plan__notes">
        {started ? (
          <strong>{STARTED_LABEL}</strong>
        ) : (
          !isOnSale(screening.status) && <strong>{SHOWTIME_STATUS_LABELS[screening.status]}</strong>
        )}
        {seenAt && <span className="showtime__seen">Status kl. {formatTime(seenAt)}</span>}
        {inOwnPlan && <span className="shared-plan__mine">Også i planen din</span>}
        {overlaps.map((other) => (
          <span key={other.id} className="shared-plan__overlap">
            Kolliderer med «{other.title}» kl. {formatTime(other.start)} i planen din
          </span>
        ))}
      </span>
    </li>
  )
}

/**
 * A friend's plan from a shared link, read-only: by day in time order, with
 * what is also in the visitor's own plan and what overlaps with it, and a
 * way to take it all into their own plan or their calendar.
 */
export function SharedPlan({
  siteHost,
  festivalName,
  live,
}: {
  siteHost: string
  festivalName: string
  /** The ticketing service's live status and start of these screenings (the frame asks for them). */
  live?: LiveEvents
}) {
  const decoded = useSharedIds()
  const { data: fromFile, error } = useScreenings(decoded?.ok === true)
  const data = fromFile && withLive(fromFile, live)
  const saved = useAtomValue(planAtom)
  const addScreenings = useSetAtom(addScreeningsAtom)
  const [added, setAdded] = useState<number>()
  const now = useVisitorClock()

  if (decoded === undefined) return null
  if (!decoded.ok) {
    return (
      <div className="shared-plan">
        <p className="form-alert" role="alert">
          {SHARED_PLAN_PROBLEMS[decoded.problem]}
        </p>
        <p>
          <Link to="/program/">Se hele programmet</Link>
        </p>
      </div>
    )
  }
  if (error !== undefined && data === undefined) {
    return (
      <p className="form-alert" role="alert">
        Vi fikk ikke hentet programmet, så planen kan ikke vises akkurat nå. Prøv igjen om litt.
      </p>
    )
  }
  if (data === undefined) return <p role="status">Henter planen …</p>

  const { byId } = data
  const screenings = decoded.ids.flatMap((id) => byId.get(id) ?? []).sort(inProgrammeOrder)
  const unknown = decoded.ids.filter((id) => !byId.has(id))
  const own = (saved ?? []).flatMap(({ id }) => byId.get(id) ?? [])
  // What a plan is for: screenings still to come, as the rows' own toggles offer them.
  const toCome = screenings.filter(({ start, status }) => status !== "cancelled" && !hasStarted(start, now))
  const toAdd = toCome.filter(({ id }) => !own.some((mine) => mine.id === id))
  const addAll = () => {
    // The clock of the press, not of the last minute's redraw: a screening may have started since.
    const stillToCome = toAdd.filter(({ start }) => !hasStarted(start, Date.now()))
    addScreenings(stillToCome)
    setAdded(stillToCome.length)
  }

  return (
    <div className="shared-plan">
      <p>Planen har {count(decoded.ids.length)}. Du ser den bare her; endringer i den gjør du i din egen plan.</p>
      <div className="shared-plan__actions">
        <button type="button" className="button" onClick={addAll} disabled={saved === undefined || toAdd.length === 0}>
          Legg alle i min plan
        </button>
        <DownloadPlan
          screenings={screenings}
          siteHost={siteHost}
          festivalName={festivalName}
          label="Last ned planen til kalenderen"
        />
      </div>
      <p role="status" className="shared-plan__status">
        {added !== undefined && (
          <>
            {added === 0 ? "Alle forestillingene var allerede i planen din." : `${count(added)} er lagt i planen din.`}{" "}
            <Link to={PLAN_PATH}>Gå til min plan</Link>
          </>
        )}
        {added === undefined &&
          saved !== undefined &&
          toAdd.length === 0 &&
          screenings.length > 0 &&
          (toCome.length > 0 ? (
            <>Alle forestillingene her er allerede i planen din.</>
          ) : (
            <>Forestillingene her er allerede vist eller avlyst.</>
          ))}
      </p>
      {byDay(screenings).map(([day, ofDay]) => {
        const heading = `shared-day-${day}`
        return (
          <section key={day} className="shared-plan__day" aria-labelledby={heading}>
            <h2 id={heading}>{formatFullDay(ofDay[0]?.start ?? day)}</h2>
            <ul className="shared-plan__list">
              {ofDay.map((screening) => (
                <SharedRow
                  key={screening.id}
                  screening={screening}
                  own={own}
                  travel={data.travelMinutes}
                  now={now}
                  seenAt={live?.get(screening.id)?.seenAt}
                />
              ))}
            </ul>
          </section>
        )
      })}
      {unknown.length > 0 && (
        // The link's ids are the sender's text: counted here, never shown.
        <section className="shared-plan__day" aria-labelledby="shared-unknown">
          <h2 id="shared-unknown">Forestillinger vi ikke kjenner</h2>
          <p>
            {unknown.length === 1
              ? "Én forestilling i lenken finnes ikke i programmet vårt."
              : `${count(unknown.length)} i lenken finnes ikke i programmet vårt.`}{" "}
            {screenings.length === 0 && "Ingen av forestillingene i lenken er i programmet. "}
            De kan være tatt ut av programmet etter at planen ble delt, eller lenken kan være laget for et annet
            program.
          </p>
        </section>
      )}
    </div>
  )
}
