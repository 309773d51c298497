import { Link } from "gatsby"
import { useAtomValue, useSetAtom } from "jotai"
import React, { useId, type ReactNode } from "react"

import { ageLimitLabel } from "../content-model/age-limits"
import type { Screening } from "../content-model/screening"
import { dayKey, formatDay, formatTime } from "../components/oslo-time"
import { alternativesFor, findClashes, type Clash, type TravelMinutes } from "./clashes"
import { changeOf, describeChange, type Change } from "./changes"
import { acknowledgeChangeAtom, planAtom, removeScreeningAtom, type SavedScreening } from "./plan-store"
import { PlanToggle } from "./plan-toggle"
import { useScreenings } from "./screenings"

export interface MyPlanProps {
  /** Room for more per screening (a calendar entry, after the merge). */
  rowActions?: (screening: Screening) => ReactNode
  /** Room for actions on the whole plan (download, share). */
  planActions?: ReactNode
}

const when = (screening: Screening) => `${formatDay(screening.start)} kl. ${formatTime(screening.start)}`

function ClashWarning({ clash, screening }: { clash: Clash; screening: Screening }) {
  const other = clash.first.id === screening.id ? clash.second : clash.first
  const detail =
    clash.kind === "overlap"
      ? "De går samtidig."
      : `Det er ${clash.gapMinutes} min mellom dem, og turen mellom ${clash.first.venue} og ${clash.second.venue} tar ${clash.travelMinutes} min.`
  return (
    <p className="plan-row__clash">
      Kolliderer med {other.title} kl. {formatTime(other.start)} ({other.hall}, {other.venue}). {detail}
    </p>
  )
}

function Alternatives({ screening, alternatives }: { screening: Screening; alternatives: Screening[] }) {
  if (alternatives.length === 0) return <p className="plan-row__alternatives">Ingen annen visning av filmen passer.</p>
  return (
    <div className="plan-row__alternatives">
      <p>Andre visninger av {screening.title} som passer i planen:</p>
      <ul>
        {alternatives.map((alternative) => (
          <li key={alternative.id}>
            <span>
              {when(alternative)}, {alternative.hall}, {alternative.venue}
            </span>
            <PlanToggle showtimeId={alternative.id} />
          </li>
        ))}
      </ul>
    </div>
  )
}

function ChangeNotice({ change, screening }: { change: Change; screening: Screening }) {
  const acknowledge = useSetAtom(acknowledgeChangeAtom)
  return (
    <div className="plan-row__change">
      <p>{describeChange(change)}</p>
      <button type="button" className="plan-button" onClick={() => acknowledge(screening)}>
        Greit<span className="visually-hidden">, jeg har sett endringen for {screening.title}</span>
      </button>
    </div>
  )
}

function BuyOrStatus({ screening }: { screening: Screening }) {
  if (screening.status === "cancelled") return <span className="plan-row__status">Avlyst</span>
  if (screening.status === "sold-out") return <span className="plan-row__status">Utsolgt</span>
  return (
    <a className="showtime__buy" href={screening.ticketUrl}>
      Kjøp billett
      <span className="visually-hidden">
        {" "}
        til {screening.title} {when(screening)}
      </span>
    </a>
  )
}

interface RowProps {
  screening: Screening
  change: Change | null
  clashes: Clash[]
  alternatives: Screening[]
  actions?: ReactNode
}

function PlanRow({ screening, change, clashes, alternatives, actions }: RowProps) {
  const titleId = useId()
  const remove = useSetAtom(removeScreeningAtom)
  return (
    <li>
      <article className={`plan-row${clashes.length > 0 ? " plan-row--clash" : ""}`} aria-labelledby={titleId}>
        <time className="plan-row__when" dateTime={screening.start}>
          {formatTime(screening.start)}–{screening.end === null ? "?" : formatTime(screening.end)}
        </time>
        <h3 id={titleId} className="plan-row__title">
          <Link to={screening.path}>{screening.title}</Link>
        </h3>
        <p className="plan-row__where">
          <strong>{screening.hall}</strong>, {screening.venue}
        </p>
        <p className="plan-row__age">{ageLimitLabel(screening.ageLimit)}</p>
        {change && <ChangeNotice change={change} screening={screening} />}
        {clashes.map((clash) => (
          <ClashWarning key={`${clash.first.id}-${clash.second.id}`} clash={clash} screening={screening} />
        ))}
        {clashes.length > 0 && <Alternatives screening={screening} alternatives={alternatives} />}
        <div className="plan-row__actions">
          <BuyOrStatus screening={screening} />
          <button type="button" className="plan-button" onClick={() => remove(screening.id)}>
            Fjern
            <span className="visually-hidden">
              {" "}
              {screening.title} {when(screening)}
            </span>
            <span className="visually-hidden"> fra planen</span>
          </button>
          {actions}
        </div>
      </article>
    </li>
  )
}

function GoneList({ gone }: { gone: SavedScreening[] }) {
  const remove = useSetAtom(removeScreeningAtom)
  const headingId = useId()
  if (gone.length === 0) return null
  return (
    <section className="plan-day" aria-labelledby={headingId}>
      <h2 id={headingId}>Ikke lenger i programmet</h2>
      <ul className="plan-day__list">
        {gone.map(({ id, seen }) => (
          <li key={id} className="plan-row plan-row--gone">
            <p>
              Du hadde lagret en visning {formatDay(seen.start)} kl. {formatTime(seen.start)} i {seen.hall},{" "}
              {seen.venue}. Den er tatt ut av programmet.
            </p>
            <button type="button" className="plan-button" onClick={() => remove(id)}>
              Greit<span className="visually-hidden">, fjern den fra planen</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}

function Day({ day, children }: { day: string; children: ReactNode }) {
  const headingId = useId()
  return (
    <section className="plan-day" aria-labelledby={headingId}>
      <h2 id={headingId}>{day}</h2>
      <ol className="plan-day__list">{children}</ol>
    </section>
  )
}

function byDay(screenings: Screening[]): [string, Screening[]][] {
  const days = new Map<string, Screening[]>()
  for (const screening of [...screenings].sort((a, b) => Date.parse(a.start) - Date.parse(b.start))) {
    const key = dayKey(screening.start)
    days.set(key, [...(days.get(key) ?? []), screening])
  }
  return [...days.values()].map((list) => [formatDay(list[0]?.start ?? ""), list])
}

function Plan({
  plan,
  all,
  byId,
  travel,
  rowActions,
}: {
  plan: SavedScreening[]
  all: Screening[]
  byId: ReadonlyMap<string, Screening>
  travel: TravelMinutes
  rowActions?: MyPlanProps["rowActions"]
}) {
  const saved = plan.flatMap(({ id }) => byId.get(id) ?? [])
  const gone = plan.filter(({ id }) => !byId.has(id))
  const clashes = findClashes(saved, travel)
  const changes = new Map(plan.map((entry) => [entry.id, changeOf(entry, byId.get(entry.id))]))
  return (
    <>
      {byDay(saved).map(([day, screenings]) => (
        <Day key={day} day={day}>
          {screenings.map((screening) => {
            const own = clashes.filter(({ first, second }) => first.id === screening.id || second.id === screening.id)
            return (
              <PlanRow
                key={screening.id}
                screening={screening}
                change={changes.get(screening.id) ?? null}
                clashes={own}
                alternatives={own.length > 0 ? alternativesFor(screening, saved, all, travel) : []}
                actions={rowActions?.(screening)}
              />
            )
          })}
        </Day>
      ))}
      <GoneList gone={gone} />
    </>
  )
}

/**
 * The visitor's plan: their saved screenings by day and in time order, with
 * clashes, the ways out of them and what changed since they last looked.
 * Nothing shows before the plan is read from the device (after mount).
 */
export function MyPlan({ rowActions, planActions }: MyPlanProps) {
  const plan = useAtomValue(planAtom)
  const { data, error } = useScreenings(plan !== undefined && plan.length > 0)
  if (plan === undefined) return null
  if (plan.length === 0) {
    return (
      <div className="plan-empty">
        <p>Du har ikke lagt noe i planen ennå. Trykk «Legg i planen» ved en visning i programmet.</p>
        <Link className="button" to="/program/">
          Se programmet
        </Link>
      </div>
    )
  }
  if (data === undefined) {
    return error ? (
      <p className="plan-error" role="alert">
        Vi fikk ikke hentet programmet akkurat nå, så planen kan ikke vises. Den er trygt lagret på enheten; prøv igjen
        om litt.
      </p>
    ) : (
      <p role="status">Henter planen …</p>
    )
  }
  return (
    <div className="plan">
      {planActions && <div className="plan__actions">{planActions}</div>}
      <Plan plan={plan} all={data.screenings} byId={data.byId} travel={data.travelMinutes} rowActions={rowActions} />
    </div>
  )
}
