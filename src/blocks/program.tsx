import React, { startTransition, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from "react"

import { LazyNoteSettings } from "../content-warnings/lazy-note-settings"
import { HydratesWhenNear, hydrateAllNow } from "../components/hydrates-when-near"
import { useFestivalSite } from "../components/use-festival-site"
import { byDay, formatDay } from "../components/oslo-time"
import { useAfterMount } from "../components/use-after-mount"
import { useEnhanced } from "../components/use-enhanced"
import { codeOnce, whenIdle } from "../components/when-idle"
import {
  NO_FILTER,
  filterOptions,
  filterQuery,
  matchesFilter,
  parseFilter,
  type FilterOptions,
  type ProgramFilter,
} from "./program-filter"
import { ShowtimeRow } from "./showtime-row"
import { showtimeTitle } from "./showtime-title"
import { eventsOf, type BlockProps, type EventData } from "./types"

/**
 * The timeline's code and stylesheet: not in the programme's first load, but fetched when the
 * browser is idle after it, so that "Tidslinje" draws it at once when pressed.
 */
const timelineCode = codeOnce(() => import("./program-timeline").then((module) => module.ProgramTimeline))

/** The timeline, drawn at once when its code is here; fetched now if the press beat the idle moment. */
function Timeline({ days }: { days: readonly [string, readonly EventData[]][] }) {
  return (
    useAfterMount(timelineCode.load, "The timeline", { days }, true, timelineCode.loaded) ?? (
      <p role="status">Henter tidslinjen …</p>
    )
  )
}

const NO_VENUE_ORDER: readonly string[] = []

type View = "liste" | "tidslinje"

const VIEW_KEY = "visning"

/**
 * A choice read from the address after the page loads (and on back and forward), and written
 * back to it on every change, so a reload or a shared link keeps it. A choice that changes
 * what the list draws hydrates the days first that still wait (HydratesWhenNear).
 */
function useAddressChoice<T>(initial: T, read: (search: string) => T, write: (value: T, search: string) => string) {
  const [value, setValue] = useState<T>(initial)
  const readRef = useRef(read)
  const valueRef = useRef(value)
  useEffect(() => {
    readRef.current = read
    valueRef.current = value
  }, [read, value])
  useEffect(() => {
    const apply = () => {
      const next = readRef.current(window.location.search)
      // A plain address reads as the value the page started with: nothing to change.
      if (Object.is(next, valueRef.current)) return
      hydrateAllNow()
      // A transition, like useEnhanced's: the day sections may still be hydrating.
      startTransition(() => setValue(next))
    }
    apply()
    window.addEventListener("popstate", apply)
    return () => window.removeEventListener("popstate", apply)
  }, [])
  const change = (next: T) => {
    hydrateAllNow()
    setValue(next)
    const { pathname, search, hash } = window.location
    window.history.replaceState(window.history.state, "", `${pathname}${write(next, search)}${hash}`)
  }
  return [value, change] as const
}

const readView = (search: string): View =>
  new URLSearchParams(search).get(VIEW_KEY) === "tidslinje" ? "tidslinje" : "liste"

function viewQuery(view: View, search: string): string {
  const query = new URLSearchParams(search)
  if (view === "tidslinje") query.set(VIEW_KEY, view)
  else query.delete(VIEW_KEY)
  const text = query.toString()
  return text ? `?${text}` : ""
}

function FilterSelect({
  id,
  name,
  label,
  allLabel,
  value,
  options,
  onChange,
}: {
  id: string
  name: string
  label: string
  allLabel: string
  value: string
  options: { value: string; label: string }[]
  onChange: (value: string) => void
}) {
  return (
    <label htmlFor={id}>
      {label}
      <select id={id} name={name} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  )
}

/** The three filters: the address's key, the label, the "all" choice, and where the choices come from. */
const FILTERS = [
  { name: "dag", label: "Dag", allLabel: "Alle dager", choices: "days" },
  { name: "sted", label: "Sted", allLabel: "Alle steder", choices: "places" },
  { name: "type", label: "Type", allLabel: "Alle typer", choices: "kinds" },
] as const satisfies readonly {
  name: keyof ProgramFilter
  label: string
  allLabel: string
  choices: keyof FilterOptions
}[]

/**
 * The programme, day by day, with filters by day, venue and kind. The
 * server-rendered page lists everything; the filters arrive with JavaScript.
 */
export function Program({ block, sources }: BlockProps<"program">) {
  const events = useMemo(() => eventsOf(sources), [sources])
  // The site's order, the build's; without a site (a test of the block alone), the order they come in.
  const venueOrder = useFestivalSite(true)?.venueOrder ?? NO_VENUE_ORDER
  const options = useMemo(() => filterOptions(events, venueOrder), [events, venueOrder])
  const readFilter = useCallback((search: string) => parseFilter(search, options), [options])
  const [filter, setFilter] = useAddressChoice<ProgramFilter>(NO_FILTER, readFilter, filterQuery)
  const [view, setView] = useAddressChoice<View>("liste", readView, viewQuery)
  // The buttons and the filters answer a press in its own frame; the list or the view they choose
  // is drawn after, in slices the phone can interrupt (the timeline's 86 screenings take a slowed
  // phone over 100 ms), and after the days that still wait to be hydrated have been.
  const shownView = useDeferredValue(view)
  const enhanced = useEnhanced()
  useEffect(() => {
    whenIdle()
      .then(timelineCode.load)
      // Tried again on the press; until then the list is the programme.
      .catch(() => undefined)
  }, [])
  // Kept from render to render: the programme renders again as it wakes (the address read, the
  // filters enhanced), and its days then keep theirs: a day still waiting to be hydrated must
  // not be given new props (hydrates-when-near.tsx).
  const shown = useMemo(() => events.filter((event) => matchesFilter(event, filter)), [events, filter])
  const heading = block.props.heading || "Program"
  const listed = useDeferredValue(shown)
  const days = useMemo(() => byDay(listed), [listed])
  const dayList = useMemo(
    () =>
      days.map(([key, dayEvents]) => (
        // A day is hydrated when it comes within a screen of the visitor, or is touched; and in
        // a task of its own, so that the phone breathes between days.
        <HydratesWhenNear key={key} id={`${block.id}-dag-${key}`}>
          <section className="program__day" id={`${block.id}-dag-${key}`} aria-labelledby={`${block.id}-${key}`}>
            <h3 id={`${block.id}-${key}`}>{formatDay(dayEvents[0]?.start ?? key)}</h3>
            <ul className="showtimes">
              {dayEvents.map((event) => (
                <ShowtimeRow key={event.id} event={event} listName={heading} withDay={false} title={showtimeTitle} />
              ))}
            </ul>
          </section>
        </HydratesWhenNear>
      )),
    [days, block.id, heading],
  )
  const filtered = shown.length !== events.length
  const set = (name: keyof ProgramFilter) => (value: string) => setFilter({ ...filter, [name]: value })

  return (
    <section
      className="program"
      aria-labelledby={`${block.id}-heading`}
      aria-busy={view !== shownView || shown !== listed || undefined}
    >
      <h2 id={`${block.id}-heading`}>{heading}</h2>
      {/* A GET form, so it works before and without scripts: it sends the choice to this page's
          address, which the page applies once scripts run. Without them the page shows everything,
          and says so. With scripts each choice applies at once, so "Vis" has nothing left to do and is not shown. */}
      <form
        className="program-filters"
        aria-label="Filtrer programmet"
        method="get"
        action={`#${block.id}-heading`}
        onSubmit={(event) => event.preventDefault()}
      >
        {FILTERS.map(({ name, label, allLabel, choices }) => (
          <FilterSelect
            key={name}
            id={`${block.id}-${name}`}
            name={name}
            label={label}
            allLabel={allLabel}
            value={filter[name]}
            options={options[choices]}
            onChange={set(name)}
          />
        ))}
        <div className="program-filters__actions">
          <button className="program-filters__submit" type="submit">
            Vis
          </button>
          <p className="program-filters__count" role="status">
            {filtered ? `Viser ${shown.length} av ${events.length} visninger` : `${events.length} visninger`}
          </p>
          {filtered && (
            <button type="button" onClick={() => setFilter(NO_FILTER)}>
              Vis alt
            </button>
          )}
        </div>
        {/* Not <noscript>: where a tool switches scripts off (DevTools, test drivers) it stays unread. */}
        <p className="program-filters__no-script">Uten JavaScript viser vi hele programmet.</p>
      </form>
      <LazyNoteSettings />
      {/* Scripts only: without them the list is the programme. */}
      <div className="program-view" role="group" aria-label="Visning" data-pending={enhanced ? undefined : ""}>
        {(["liste", "tidslinje"] as const).map((choice) => (
          <button key={choice} type="button" aria-pressed={view === choice} onClick={() => setView(choice)}>
            {choice === "liste" ? "Liste" : "Tidslinje"}
          </button>
        ))}
      </div>
      {shown.length === 0 && events.length > 0 && (
        <p className="program__empty">Ingen visninger passer filteret. Velg en annen dag, et annet sted eller type.</p>
      )}
      {shownView === "tidslinje" && <Timeline days={days} />}
      {shownView === "liste" && dayList}
    </section>
  )
}
