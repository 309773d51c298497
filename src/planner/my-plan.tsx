import { Link } from "gatsby"
import { useAtomValue, useSetAtom } from "jotai"
import React, { Suspense, lazy, useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from "react"

import { ageLimitLabel, isRated } from "../content-model/age-limits"
import { inProgrammeOrder, type Screening } from "../content-model/screening"
import { SHOWTIME_STATUS_LABELS, STARTED_LABEL, hasStarted, isOnSale } from "../content-model/showtime-status"
import { byDay, formatDayTime, formatFullDay, formatTime } from "../components/oslo-time"
import { Place, placeOf } from "../components/place"
import { useAddFromAddress, useIdsToAdd } from "./add-from-address"
import { alternativesFor, findClashes, type Clash, type TravelMinutes } from "./clashes"
import { changeOf, describeChange, type Change } from "./changes"
import { liveKeyOf, showingsWithSeats, withLive, type LiveEvents } from "./live-plan"
import {
  acknowledgeChangeAtom,
  planAtom,
  removeScreeningAtom,
  restoreScreeningAtom,
  type SavedScreening,
} from "./plan-store"
import { useWishes } from "./make-plan/use-wishes"
import { PlanToggle } from "./plan-toggle"
import { SwapOffer } from "./swap-offer"
import { timelineOf } from "./plan-timeline"
import { useScreenings } from "./screenings"
import { useVisitorClock } from "./use-visitor-clock"
import { useWishFromAddress } from "./wish-from-address"
import { WishMark } from "./wish-mark"
import {
  boughtScreenings,
  notOnTheProgramme,
  watchListSuggestions,
  type TicketFacts,
  type WatchedFilm,
} from "./ticket-match"

export interface MyPlanProps {
  /** More per screening: its calendar entry. */
  rowActions?: (screening: Screening) => ReactNode
  /** Actions on the whole plan (download, share), given its screenings in time order. */
  planActions?: (screenings: readonly Screening[]) => ReactNode
  /** A signed-in visitor's tickets and watch list (src/account/), for "Kjøpt" and suggestions. */
  account?: { tickets: readonly TicketFacts[]; watchList: readonly WatchedFilm[]; watchListFailed?: boolean }
  /** The ticketing service's live status and start per showtime id, over the screenings file's. */
  live?: LiveEvents
  /** What a "Må se" does besides (a signed-in visitor's watch list): resolves false when that failed. */
  onMust?: (reference: string) => Promise<string | undefined>
}

/** The day's timeline: its own chunk, fetched once a plan is shown (the list is the page). */
const DayTimeline = lazy(() => import("../components/day-timeline").then((module) => ({ default: module.DayTimeline })))

/**
 * "Lag planen for meg", with its solver: a chunk of its own, fetched once the plan is drawn, so
 * that the page's first load does not carry it and its button computes at once when pressed.
 * It is drawn below the plan, so its late arrival moves nothing above it.
 */
const PlanMaker = lazy(() => import("./make-plan/plan-maker").then((module) => ({ default: module.PlanMaker })))

/** How long "Angre" is offered after "Fjern". */
export const UNDO_MS = 8000

export const rowIdOf = (id: string) => `plan-${id}`

/** One warning per clash, on the later of the two rows, naming the earlier. */
function ClashWarning({ clash }: { clash: Clash }) {
  const other = clash.first
  const detail =
    clash.kind === "overlap"
      ? "De går samtidig."
      : `Det er ${clash.gapMinutes} min mellom dem, og turen mellom ${clash.first.venue} og ${clash.second.venue} tar ${clash.travelMinutes} min.`
  return (
    <p className="plan-row__clash">
      Kolliderer med {other.title} kl. {formatTime(other.start)} ({placeOf(other)}). {detail}
    </p>
  )
}

/** Showings the visitor may add, each with when and where and its own toggle. */
function ShowingsToSave({ showings }: { showings: readonly Screening[] }) {
  return (
    <ul>
      {showings.map((showing) => (
        <li key={showing.id}>
          <span>
            {formatDayTime(showing.start)}, {placeOf(showing)}
          </span>
          <PlanToggle showing={showing} />
        </li>
      ))}
    </ul>
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

function BuyOrStatus({ screening, bought, now }: { screening: Screening; bought: boolean; now: number }) {
  if (bought) return <span className="plan-row__bought">Kjøpt</span>
  // As on every showtime row (use-live-showtime.ts), but a cancelled one stays "Avlyst": it was never shown.
  if (screening.status !== "cancelled" && hasStarted(screening.start, now)) {
    return <span className="plan-row__status">{STARTED_LABEL}</span>
  }
  if (!isOnSale(screening.status)) {
    return <span className="plan-row__status">{SHOWTIME_STATUS_LABELS[screening.status]}</span>
  }
  return (
    <a className="showtime__buy" href={screening.ticketUrl}>
      Kjøp billett
      <span className="visually-hidden">
        {" "}
        til {screening.title} {formatDayTime(screening.start)}
      </span>
    </a>
  )
}

interface RowProps {
  screening: Screening
  /** Saved on the device (it can be removed); a bought screening not saved is shown all the same. */
  saved: boolean
  bought: boolean
  change: Change | null
  /** Every clash it is in (it is marked), and those whose warning it carries (where it is the later one). */
  clashes: Clash[]
  warnings: Clash[]
  alternatives: Screening[]
  actions?: ReactNode
  /** The visitor's clock, in milliseconds: a screening started by then sells nothing. */
  now: number
  /** When the service said what the row shows, where that is not this visit's answer (offline, the service down). */
  seenAt?: string
  /** Focus the row once drawn: it just arrived by "Bytt til denne" or "Angre". */
  focus: boolean
  onRemove: (screening: Screening) => void
  onSwapped: (to: Screening) => void
}

function PlanRow({
  screening,
  saved,
  bought,
  change,
  clashes,
  warnings,
  alternatives,
  actions,
  now,
  seenAt,
  focus,
  onRemove,
  onSwapped,
}: RowProps) {
  const titleId = useId()
  const article = useRef<HTMLElement>(null)
  useEffect(() => {
    if (focus) article.current?.focus()
  }, [focus])
  return (
    <li>
      <article
        ref={article}
        id={rowIdOf(screening.id)}
        tabIndex={-1}
        className={`plan-row${clashes.length > 0 ? " plan-row--clash" : ""}`}
        aria-labelledby={titleId}
      >
        <time className="plan-row__when" dateTime={screening.start}>
          {formatTime(screening.start)}–{screening.end === null ? "?" : formatTime(screening.end)}
        </time>
        <h3 id={titleId} className="plan-row__title">
          <Link to={screening.path}>{screening.title}</Link>
        </h3>
        <p className="plan-row__where">
          <Place venue={screening.venue} hall={screening.hall} />
        </p>
        {isRated(screening.ageLimit) && <p className="plan-row__age">{ageLimitLabel(screening.ageLimit)}</p>}
        {change && <ChangeNotice change={change} screening={screening} />}
        {warnings.map((clash) => (
          <ClashWarning key={`${clash.first.id}-${clash.second.id}`} clash={clash} />
        ))}
        {(clashes.length > 0 || alternatives.length > 0) && saved && !bought && (
          <SwapOffer saved={screening} alternatives={alternatives} onSwapped={onSwapped} />
        )}
        <div className="plan-row__actions">
          <BuyOrStatus screening={screening} bought={bought} now={now} />
          {seenAt && <span className="showtime__seen">Status kl. {formatTime(seenAt)}</span>}
          {saved && (
            <button type="button" className="plan-button" onClick={() => onRemove(screening)}>
              Fjern
              <span className="visually-hidden">{` ${screening.title} ${formatDayTime(screening.start)} fra planen`}</span>
            </button>
          )}
          {actions}
        </div>
      </article>
    </li>
  )
}

/**
 * Where a removed screening was, for UNDO_MS: what went, and "Angre", which
 * has the focus "Fjern" had. When it runs out with the focus still on it, the
 * focus moves to the next row (or the one before), never to the page's top.
 * A pointer resting on it holds it.
 */
function RemovedRow({
  screening,
  onUndo,
  onExpire,
}: {
  screening: Screening
  onUndo: () => void
  onExpire: () => void
}) {
  const row = useRef<HTMLLIElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const expire = useRef(onExpire)
  const [held, setHeld] = useState(false)
  useEffect(() => {
    expire.current = onExpire
  }, [onExpire])
  useEffect(() => button.current?.focus(), [])
  useEffect(() => {
    if (held) return
    const timer = window.setTimeout(() => {
      const here = row.current
      if (here?.contains(document.activeElement)) {
        const neighbour = (here.nextElementSibling ?? here.previousElementSibling)?.querySelector("article")
        const plan = here.closest<HTMLElement>(".plan")
        ;(neighbour ?? plan)?.focus()
      }
      expire.current()
    }, UNDO_MS)
    return () => window.clearTimeout(timer)
  }, [held])
  return (
    <li
      ref={row}
      className="plan-row plan-row--removed"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
    >
      <p>
        {screening.title} {formatDayTime(screening.start)} er fjernet fra planen.
      </p>
      <button ref={button} type="button" className="plan-button" onClick={onUndo}>
        Angre
        <span className="visually-hidden">{` og legg ${screening.title} ${formatDayTime(screening.start)} tilbake i planen`}</span>
      </button>
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
              Du hadde lagret {seen.title ?? "en visning"} {formatFullDay(seen.start)} kl. {formatTime(seen.start)} i{" "}
              {placeOf(seen)}. Den er tatt ut av programmet.
            </p>
            <button type="button" className="plan-button" onClick={() => remove(id)}>
              Greit
              <span className="visually-hidden">
                , fjern {seen.title ?? "den"} {formatDayTime(seen.start)} fra planen
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}

function Day({ day, timeline, children }: { day: string; timeline: ReactNode; children: ReactNode }) {
  const headingId = useId()
  return (
    <section className="plan-day" aria-labelledby={headingId}>
      <h2 id={headingId}>{day}</h2>
      {timeline}
      <ol className="plan-day__list">{children}</ol>
    </section>
  )
}

/** What the plan shows: the saved screenings still in the programme, and the bought ones not saved. */
function shownScreenings(
  plan: readonly SavedScreening[],
  bought: ReadonlyMap<string, Screening>,
  byId: ReadonlyMap<string, Screening>,
): Screening[] {
  const savedIds = new Set(plan.map(({ id }) => id))
  return [
    ...plan.flatMap(({ id }) => byId.get(id) ?? []),
    ...[...bought.values()].filter(({ id }) => !savedIds.has(id)),
  ].sort(inProgrammeOrder)
}

interface Removed {
  entry: SavedScreening
  index: number
  screening: Screening
}

function Plan({
  plan,
  bought,
  all,
  byId,
  travel,
  now,
  live,
  rowActions,
}: {
  plan: SavedScreening[]
  bought: ReadonlyMap<string, Screening>
  all: Screening[]
  byId: ReadonlyMap<string, Screening>
  travel: TravelMinutes
  now: number
  live?: LiveEvents
  rowActions?: MyPlanProps["rowActions"]
}) {
  const remove = useSetAtom(removeScreeningAtom)
  const restore = useSetAtom(restoreScreeningAtom)
  const [removed, setRemoved] = useState<Removed[]>([])
  const [focusId, setFocusId] = useState<string>()
  const savedIds = new Set(plan.map(({ id }) => id))
  const shown = shownScreenings(plan, bought, byId)
  const shownIds = new Set(shown.map(({ id }) => id))
  const gone = plan.filter(({ id }) => !byId.has(id))
  const clashes = findClashes(shown, travel)
  const changes = new Map(plan.map((entry) => [entry.id, changeOf(entry, byId.get(entry.id))]))
  const placeholders = removed.filter(({ screening }) => !shownIds.has(screening.id) && !savedIds.has(screening.id))
  const rows = [...shown, ...placeholders.map(({ screening }) => screening)].sort(inProgrammeOrder)
  const drop = useCallback((id: string) => setRemoved((list) => list.filter(({ entry }) => entry.id !== id)), [])
  const onRemove = (screening: Screening) => {
    const index = plan.findIndex(({ id }) => id === screening.id)
    const entry = plan[index]
    if (entry === undefined) return
    remove(screening.id)
    setFocusId(undefined)
    setRemoved((list) => [...list.filter((other) => other.entry.id !== entry.id), { entry, index, screening }])
  }
  if (rows.length === 0 && gone.length === 0) return <EmptyPlan />
  return (
    <>
      {byDay(rows).map(([day, screenings]) => {
        const label = formatFullDay(screenings[0]?.start ?? day)
        const onDay = screenings.filter(({ id }) => shownIds.has(id))
        return (
          <Day
            key={day}
            day={label}
            timeline={
              onDay.length > 0 && (
                <Suspense fallback={null}>
                  <DayTimeline label={label} {...timelineOf(onDay, clashes, rowIdOf)} />
                </Suspense>
              )
            }
          >
            {screenings.map((screening) => {
              const pending = placeholders.find(({ entry }) => entry.id === screening.id)
              if (pending) {
                return (
                  <RemovedRow
                    key={`removed-${screening.id}`}
                    screening={screening}
                    onExpire={() => drop(screening.id)}
                    onUndo={() => {
                      restore({ entry: pending.entry, index: pending.index })
                      drop(screening.id)
                      setFocusId(screening.id)
                    }}
                  />
                )
              }
              const own = clashes.filter(({ first, second }) => first.id === screening.id || second.id === screening.id)
              const change = changes.get(screening.id) ?? null
              return (
                <PlanRow
                  key={screening.id}
                  screening={screening}
                  saved={savedIds.has(screening.id)}
                  bought={bought.has(screening.id)}
                  change={change}
                  clashes={own}
                  warnings={own.filter(({ second }) => second.id === screening.id)}
                  alternatives={
                    own.length > 0
                      ? alternativesFor(screening, shown, all, travel, now)
                      : showingsWithSeats(screening, change, shown, all, now)
                  }
                  actions={rowActions?.(screening)}
                  now={now}
                  seenAt={live?.get(screening.id)?.seenAt}
                  focus={focusId === screening.id}
                  onRemove={onRemove}
                  onSwapped={(to) => setFocusId(to.id)}
                />
              )
            })}
          </Day>
        )
      })}
      <GoneList gone={gone} />
    </>
  )
}

/** The watch list's films on the programme, each offered as a wish and with its showings; the others named. */
function WatchListSuggestions({
  suggestions,
  elsewhere,
}: {
  suggestions: ReturnType<typeof watchListSuggestions>
  elsewhere: readonly string[]
}) {
  const headingId = useId()
  if (suggestions.length === 0 && elsewhere.length === 0) return null
  return (
    <section className="plan-day plan-suggestions" aria-labelledby={headingId}>
      <h2 id={headingId}>Fra ønskelisten din</h2>
      {suggestions.map(({ title, showings }) => (
        <div key={title} className="plan-row__alternatives">
          <h3>{title}</h3>
          {showings[0] && <WishMark reference={showings[0].reference} title={title} />}
          <ShowingsToSave showings={showings} />
        </div>
      ))}
      {elsewhere.length > 0 && <p>Ikke i festivalens program: {elsewhere.join(", ")}.</p>}
    </section>
  )
}

function EmptyPlan() {
  return (
    <div className="plan-empty">
      <p>Du har ikke lagt noe i planen ennå. Trykk «Legg i planen» ved en visning i programmet.</p>
      <Link className="button" to="/program/">
        Se programmet
      </Link>
    </div>
  )
}

/**
 * The visitor's plan: their saved screenings by day and in time order, with
 * clashes, the ways out of them and what changed since they last looked.
 * Nothing shows before the plan is read from the device (after mount).
 */
export function MyPlan({ rowActions, planActions, account, live, onMust }: MyPlanProps) {
  const plan = useAtomValue(planAtom)
  const tickets = account?.tickets ?? []
  const watched = account?.watchList ?? []
  const toAdd = useIdsToAdd()
  const wishes = useWishes()
  const wanted =
    plan !== undefined &&
    (toAdd.length > 0 || plan.length > 0 || tickets.length > 0 || watched.length > 0 || (wishes?.length ?? 0) > 0)
  // Kept once wanted: the last screening removed still shows its "Angre".
  const [screeningsWanted, setScreeningsWanted] = useState(wanted)
  if (wanted && !screeningsWanted) setScreeningsWanted(true)
  const screenings = useScreenings(wanted || screeningsWanted)
  const { error } = screenings
  // The programme with the live status laid over it: the same object from render to render until
  // the programme or what the answer says changes (the frame passes a new answer object at every
  // render, most often saying the same), so that what is worked out from it (the plan maker's
  // plan, sent to its worker) is not asked for again for nothing.
  const liveKey = liveKeyOf(live)
  const data = useMemo(
    () => screenings.data && withLive(screenings.data, live),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the answer by what it says
    [screenings.data, liveKey],
  )
  const now = useVisitorClock()
  const added = useAddFromAddress(toAdd, screenings.data?.byId, plan, now)
  const wished = useWishFromAddress()
  if (plan === undefined) return null
  const bought = data ? boughtScreenings(tickets, data.screenings) : new Map<string, Screening>()
  const inPlan = new Set([...plan.map(({ id }) => id), ...bought.keys()])
  let body: ReactNode
  if (inPlan.size === 0 && !data && !(added.waiting && !error)) body = <EmptyPlan />
  else if (data) {
    body = (
      <>
        {planActions && inPlan.size > 0 && (
          <div className="plan__actions">{planActions(shownScreenings(plan, bought, data.byId))}</div>
        )}
        <Plan
          plan={plan}
          bought={bought}
          all={data.screenings}
          byId={data.byId}
          travel={data.travelMinutes}
          now={now}
          live={live}
          rowActions={rowActions}
        />
      </>
    )
  } else if (error) {
    body = (
      <p className="plan-error" role="alert">
        Vi fikk ikke hentet programmet akkurat nå, så planen kan ikke vises. Den er trygt lagret på enheten; prøv igjen
        om litt.
      </p>
    )
  } else body = <p role="status">Henter planen …</p>
  return (
    <div className="plan" role="region" tabIndex={-1} aria-label="Planen din">
      <div className="plan-added" role="status">
        {added.said.map((line) => (
          <p key={line}>{line}</p>
        ))}
        {wished && <p>{wished}</p>}
      </div>
      {body}
      {data && (
        <Suspense fallback={null}>
          <PlanMaker data={data} plan={plan} bought={bought} now={now} onMust={onMust} />
        </Suspense>
      )}
      {data && (
        <WatchListSuggestions
          suggestions={watchListSuggestions(watched, data.screenings, inPlan, now)}
          elsewhere={notOnTheProgramme(watched, data.screenings)}
        />
      )}
      {account?.watchListFailed && (
        <p className="plan-error" role="alert">
          Vi fikk ikke lest ønskelisten din akkurat nå. Filmene du har merket på denne enheten, er med som før.
        </p>
      )}
    </div>
  )
}
