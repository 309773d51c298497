/**
 * "Lag planen for meg" on Min festival: the visitor's wishes, their plain
 * choices, and the plan the solver finds for them, with what did not fit and
 * why; "Legg planen inn" saves it in one write, and "Angre" puts the plan
 * back. When a saved screening is sold out, cancelled or moved, "Finn en ny
 * plan" proposes the smallest change that keeps the rest. The solver runs in
 * a worker of its own (solver-client.ts), started when the browser is first
 * idle: the plan for the form as it stands is worked out there before the
 * press, which shows it in its own frame, and no search holds a tap.
 */
import { Link } from "gatsby"
import { useSetAtom } from "jotai"
import React, { useEffect, useId, useMemo, useRef, useState } from "react"

import type { Screening } from "../../content-model/screening"
import { hasStarted } from "../../content-model/showtime-status"
import { byDay, dayKey, formatDayTime, formatFullDay, formatTime } from "../../components/oslo-time"
import { placeOf } from "../../components/place"
import { whenIdle } from "../../components/when-idle"
import { changeOf } from "../changes"
import { exchangeScreeningsAtom, seenOf, type SavedScreening } from "../plan-store"
import type { Screenings } from "../screenings"
import { WishMark } from "../wish-mark"
import { setStoredWish, type StoredWish } from "../wish-storage"
import { describeSwap, describeUnfit } from "./explain"
import { PlanOptionsForm, dayLimitsOf, defaultOptions, type PlanOptions } from "./plan-options"
import type { PlanProposal, PlanRequest, Swap, Wish } from "./request"
import { startSolver, type Solver } from "./solver-client"
import { useWishes } from "./use-wishes"

import "./plan-maker.css"

const WISH_LABELS: Record<Wish, string> = { must: "Må se", want: "Vil gjerne se" }

/** A cinema film's code (the specification's DXM and digits): only those can be on the ticketing watch list. */
export const isCinemaFilm = (reference: string): boolean => /^DXM\d+$/.test(reference)

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** What a proposal does to the saved plan: what it adds, what it takes out. */
interface Exchange {
  add: Screening[]
  drop: Screening[]
}

function exchangeOf(proposal: PlanProposal, saved: readonly Screening[], bought: ReadonlySet<string>): Exchange {
  const proposed = new Set(proposal.screenings.map(({ id }) => id))
  const savedIds = new Set(saved.map(({ id }) => id))
  return {
    add: proposal.screenings.filter(({ id }) => !savedIds.has(id) && !bought.has(id)),
    drop: saved.filter(({ id }) => !proposed.has(id)),
  }
}

/** What was asked and what came of it, kept so that a swap can be solved again with the same choices. */
interface Made {
  kind: "plan" | "repair"
  request: PlanRequest
  proposal: PlanProposal
}

/** "Legg planen inn" done: what it changed, so that "Angre" can put it back. */
interface Accepted {
  added: string[]
  dropped: SavedScreening[]
  said: string
  undone: boolean
}

function Summary({ proposal, wishes }: { proposal: PlanProposal; wishes: ReadonlyMap<string, Wish> }) {
  const wanted = (wish: Wish) => [...wishes.values()].filter((level) => level === wish).length
  const { must, want } = proposal.score
  const [mustWished, wantWished] = [wanted("must"), wanted("want")]
  const parts = [
    mustWished > 0 && `${must === mustWished ? "alle" : `${must} av`} ${mustWished} du må se`,
    wantWished > 0 && `${want} av ${wantWished} du vil gjerne se`,
  ].filter(Boolean)
  return (
    <p>
      Planen får med {count(must + want, "film", "filmer")} du har merket
      {parts.length > 0 && `: ${parts.join(", og ")}`}.
    </p>
  )
}

function ProposedScreenings({
  proposal,
  wishes,
  savedIds,
}: {
  proposal: PlanProposal
  wishes: ReadonlyMap<string, Wish>
  savedIds: ReadonlySet<string>
}) {
  return (
    <>
      {byDay(proposal.screenings).map(([day, screenings]) => (
        <div key={day} className="plan-maker__proposal-day">
          <h4>{formatFullDay(screenings[0]?.start ?? day)}</h4>
          <ul>
            {screenings.map((screening) => {
              const wish = wishes.get(screening.reference)
              return (
                <li key={screening.id}>
                  <span className="plan-maker__when">
                    {formatTime(screening.start)}–{screening.end === null ? "?" : formatTime(screening.end)}
                  </span>{" "}
                  <Link to={screening.path}>{screening.title}</Link>, {placeOf(screening)}
                  <span className="plan-maker__tag">
                    {savedIds.has(screening.id) ? "I planen din" : wish ? WISH_LABELS[wish] : "Ny"}
                  </span>
                </li>
              )
            })}
          </ul>
        </div>
      ))}
    </>
  )
}

function SwapButton({
  swap,
  wishes,
  onSwap,
}: {
  swap: Swap
  wishes: ReadonlyMap<string, Wish>
  onSwap: (swap: Swap) => void
}) {
  return (
    <li>
      <span>{describeSwap(swap, wishes)}</span>
      <button type="button" className="plan-button" onClick={() => onSwap(swap)}>
        Bytt
        <span className="visually-hidden">
          {` inn ${swap.add.title} ${formatDayTime(swap.add.start)} i stedet for ${swap.drop.title} ${formatDayTime(swap.drop.start)}`}
        </span>
      </button>
    </li>
  )
}

/** A part of the proposal under its own heading, found by its name. */
function Part({ heading, className, children }: { heading: string; className: string; children: React.ReactNode }) {
  const id = useId()
  return (
    <section className={className} aria-labelledby={id}>
      <h4 id={id}>{heading}</h4>
      {children}
    </section>
  )
}

function ProposalView({
  made,
  savedIds,
  exchange,
  onAccept,
  onDiscard,
  onSwap,
}: {
  made: Made
  savedIds: ReadonlySet<string>
  exchange: Exchange
  onAccept: () => void
  onDiscard: () => void
  onSwap: (swap: Swap) => void
}) {
  const heading = useRef<HTMLHeadingElement>(null)
  const headingId = useId()
  const { proposal, request } = made
  useEffect(() => heading.current?.focus(), [proposal])
  const unchanged = exchange.add.length === 0 && exchange.drop.length === 0
  return (
    <section className="plan-maker__proposal" aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} tabIndex={-1}>
        {made.kind === "repair" ? "Forslag til ny plan" : "Forslaget"}
      </h3>
      {made.kind === "plan" && <Summary proposal={proposal} wishes={request.wishes} />}
      {proposal.screenings.length > 0 ? (
        <ProposedScreenings proposal={proposal} wishes={request.wishes} savedIds={savedIds} />
      ) : (
        <p>Ingen visning passer med valgene dine.</p>
      )}
      {exchange.drop.length > 0 && (
        <Part className="plan-maker__dropped" heading="Tas ut av planen">
          <ul>
            {exchange.drop.map((screening) => (
              <li key={screening.id}>
                {screening.title} {formatDayTime(screening.start)}, {placeOf(screening)}
              </li>
            ))}
          </ul>
        </Part>
      )}
      {proposal.unfit.length > 0 && (
        <Part className="plan-maker__unfit" heading="Fikk ikke plass">
          <ul>
            {proposal.unfit.map((unfit) => (
              <li key={unfit.reference}>{describeUnfit(unfit, request.wishes)}</li>
            ))}
          </ul>
        </Part>
      )}
      {proposal.swaps.length > 0 && (
        <Part className="plan-maker__swaps" heading="Du kan bytte">
          <ul>
            {proposal.swaps.map((swap) => (
              <SwapButton key={`${swap.add.id}-${swap.drop.id}`} swap={swap} wishes={request.wishes} onSwap={onSwap} />
            ))}
          </ul>
        </Part>
      )}
      <div className="plan-maker__actions">
        {unchanged ? (
          proposal.screenings.length > 0 && <p>Planen din er allerede slik.</p>
        ) : (
          <button type="button" className="button" onClick={onAccept}>
            {made.kind === "repair" ? "Legg inn endringen" : "Legg planen inn"}
          </button>
        )}
        <button type="button" className="plan-button" onClick={onDiscard}>
          Forkast forslaget
        </button>
      </div>
    </section>
  )
}

/** What "Legg planen inn" did, with "Angre", which takes the focus the press had. */
function AcceptedNotice({ accepted, onUndo }: { accepted: Accepted; onUndo: () => void }) {
  const button = useRef<HTMLButtonElement>(null)
  const said = useRef<HTMLParagraphElement>(null)
  useEffect(() => (accepted.undone ? said.current : button.current)?.focus(), [accepted.undone])
  return (
    <div className="plan-maker__accepted" role="status">
      <p ref={said} tabIndex={-1}>
        {accepted.undone ? "Planen er satt tilbake slik den var." : accepted.said}
      </p>
      {!accepted.undone && (
        <button ref={button} type="button" className="plan-button" onClick={onUndo}>
          Angre<span className="visually-hidden"> og sett planen tilbake slik den var</span>
        </button>
      )}
    </div>
  )
}

function WishList({
  wishes,
  byReference,
  onMust,
}: {
  wishes: readonly StoredWish[]
  byReference: ReadonlyMap<string, Screening>
  onMust?: (reference: string) => Promise<string | undefined>
}) {
  return (
    <ul className="plan-maker__wishes">
      {wishes.map(({ reference, title }) => {
        const film = byReference.get(reference)
        if (!film) {
          return (
            <li key={reference}>
              <span>{title} er ikke i programmet lenger.</span>
              <button type="button" className="plan-button" onClick={() => setStoredWish(reference, title, null)}>
                Fjern<span className="visually-hidden"> {title} fra filmene du vil se</span>
              </button>
            </li>
          )
        }
        return (
          <li key={reference}>
            <Link to={film.path}>{film.title}</Link>
            <WishMark
              reference={reference}
              title={film.title}
              onMust={onMust && isCinemaFilm(reference) ? () => onMust(reference) : undefined}
            />
          </li>
        )
      })}
    </ul>
  )
}

/** The saved screenings that a live change broke: sold out, cancelled, or moved (and not yet acknowledged). */
export function brokenOf(plan: readonly SavedScreening[], byId: ReadonlyMap<string, Screening>): Screening[] {
  return plan.flatMap((saved) => {
    const now = byId.get(saved.id)
    const change = changeOf(saved, now)
    if (!now || change === null) return []
    return change.kind === "sold-out" || change.kind === "cancelled" || change.kind === "moved" ? [now] : []
  })
}

/** A request for the solver ahead of the press, and what it answered once it has. */
interface Ahead {
  request: PlanRequest
  /** Sends the request, once: when the browser is idle, or at the press if that comes first. */
  send: () => Promise<PlanProposal>
  proposal?: PlanProposal
  failed?: boolean
}

/**
 * The page's solver, started on its first request and ended with the page: `solver()` gives
 * it, starting it again after a failure.
 */
function useSolver(): () => Solver {
  const solver = useRef<Solver>()
  useEffect(
    () => () => {
      solver.current?.stop()
      solver.current = undefined
    },
    [],
  )
  return () => (solver.current ??= startSolver())
}

/**
 * `request` sent to the solver while `wanted`, once the browser is idle, and again whenever the
 * request is a new one: a press for the same request takes its answer from there.
 */
function useSolvedAhead(solver: () => Solver, request: PlanRequest | undefined, wanted: boolean) {
  const ahead = useRef<Ahead>()
  useEffect(() => {
    if (!wanted || request === undefined) return
    let answer: Promise<PlanProposal> | undefined
    const sent: Ahead = {
      request,
      send: () =>
        (answer ??= solver()
          .solve(request)
          .then(
            (proposal) => (sent.proposal = proposal),
            (error: unknown) => {
              // Said at the press, which asks again.
              sent.failed = true
              throw error
            },
          )),
    }
    ahead.current = sent
    void whenIdle().then(() => {
      if (ahead.current === sent) sent.send().catch(() => undefined)
    })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `solver` gives the same worker from render to render
  }, [request, wanted])
  return ahead
}

export interface PlanMakerProps {
  /** The screenings with the live status laid over. */
  data: Screenings
  plan: readonly SavedScreening[]
  bought: ReadonlyMap<string, Screening>
  now: number
  /** A signed-in visitor's "Må se" also goes on their watch list: resolves false when it did not. */
  onMust?: (reference: string) => Promise<string | undefined>
}

export function PlanMaker({ data, plan, bought, now, onMust }: PlanMakerProps) {
  const stored = useWishes()
  const exchange = useSetAtom(exchangeScreeningsAtom)
  const headingId = useId()
  const festivalDays = [
    ...new Set(data.screenings.filter(({ start }) => !hasStarted(start, now)).map(({ start }) => dayKey(start))),
  ]
  const [options, setOptions] = useState<PlanOptions>(() => defaultOptions(festivalDays))
  const [made, setMade] = useState<Made>()
  const [working, setWorking] = useState(false)
  const [failed, setFailed] = useState(false)
  const [accepted, setAccepted] = useState<Accepted>()
  const solver = useSolver()

  const saved = plan.flatMap(({ id }) => data.byId.get(id) ?? [])
  const savedIds = new Set(saved.map(({ id }) => id))
  const boughtIds = new Set(bought.keys())
  // What "Lag planen for meg" asks for the form as it stands, the same object from render to render
  // until something it depends on changes: the programme and its sale (one object until the live
  // answer says something new, MyPlan), the wishes, the choices, the plan, what is bought, and which
  // screenings have started (the only thing the solver reads the clock for).
  const started = data.screenings.filter(({ start }) => hasStarted(start, now)).length
  const boughtKey = [...boughtIds].join()
  const savedKey = [...savedIds].join()
  const request = useMemo(
    (): PlanRequest | undefined =>
      stored && {
        screenings: data.screenings,
        travel: data.travelMinutes,
        wishes: new Map(stored.map(({ reference, wish }) => [reference, wish])),
        titles: new Map(stored.map(({ reference, title }) => [reference, title])),
        days: options.days,
        limits: dayLimitsOf(options.limits),
        minPauseMinutes: options.pauseMinutes,
        keep: [...boughtIds, ...(options.keep ? savedIds : [])],
        current: [...savedIds],
        now,
      },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the ids as text, `now` through `started`
    [data.screenings, data.travelMinutes, stored, options, boughtKey, savedKey, started],
  )
  // "Finn en ny plan", the smallest change: every film of the plan counts as "må se", and the plan
  // as it is decides ties. Asked for only while a saved screening is broken.
  const repairRequest = useMemo(
    (): PlanRequest => ({
      screenings: data.screenings,
      travel: data.travelMinutes,
      wishes: new Map(saved.map(({ reference }) => [reference, "must" as const])),
      minPauseMinutes: 0,
      keep: [...boughtIds],
      current: [...savedIds],
      now,
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- as above
    [data.screenings, data.travelMinutes, boughtKey, savedKey, started],
  )
  // A bought screening stays whatever happens to its sale.
  const broken = brokenOf(plan, data.byId).filter(({ id }) => !boughtIds.has(id))
  // Both are worked out before the press, so that a press shows them at once.
  const ahead = useSolvedAhead(
    solver,
    request,
    request !== undefined && request.wishes.size > 0 && festivalDays.length > 0,
  )
  const repairAhead = useSolvedAhead(solver, repairRequest, broken.length > 0)
  if (stored === undefined || request === undefined) return null

  const byReference = new Map(data.screenings.map((screening) => [screening.reference, screening]))

  // The press is answered in its own frame: with the plan if the solver has answered already,
  // else with «Lager planen …» until it does (`answered`: the request sent ahead, if it was).
  const solve = (kind: Made["kind"], request: PlanRequest, answered?: Promise<PlanProposal>) => {
    if (working) return
    setAccepted(undefined)
    setFailed(false)
    setWorking(true)
    // Leaving the page stops the solver, and what it had not answered never settles.
    ;(answered ?? solver().solve(request)).then(
      (proposal) => {
        setMade({ kind, request, proposal })
        setWorking(false)
      },
      () => {
        setWorking(false)
        setFailed(true)
      },
    )
  }
  /** The plan for `asked`: shown in the frame of the press if worked out already, else when the solver answers. */
  const answer = (kind: Made["kind"], asked: PlanRequest, sent: Ahead | undefined) => {
    const mine = sent?.request === asked && !sent.failed ? sent : undefined
    if (!mine?.proposal) return solve(kind, asked, mine?.send())
    if (working) return
    setAccepted(undefined)
    setFailed(false)
    setMade({ kind, request: asked, proposal: mine.proposal })
  }
  const makePlan = () => answer("plan", request, ahead.current)
  const repair = () => answer("repair", repairRequest, repairAhead.current)
  const onSwap = (swap: Swap) => {
    if (!made) return
    const ids = made.proposal.screenings.map(({ id }) => id).filter((id) => id !== swap.drop.id)
    solve(made.kind, { ...made.request, keep: [...ids, swap.add.id] })
  }
  const onAccept = () => {
    if (!made) return
    const { add, drop } = exchangeOf(made.proposal, saved, boughtIds)
    const dropped = plan.filter(({ id }) => drop.some((screening) => screening.id === id))
    exchange({
      drop: dropped.map(({ id }) => id),
      add: add.map((screening) => ({ id: screening.id, seen: seenOf(screening) })),
    })
    setMade(undefined)
    setAccepted({
      added: add.map(({ id }) => id),
      dropped,
      said: `Planen er lagt inn: ${count(add.length, "visning", "visninger")} lagt til${
        drop.length > 0 ? `, ${drop.length} tatt ut` : ""
      }.`,
      undone: false,
    })
  }
  const onUndo = () => {
    if (!accepted) return
    exchange({ drop: accepted.added, add: accepted.dropped })
    setAccepted({ ...accepted, undone: true })
  }

  return (
    <section className="plan-maker" aria-labelledby={headingId}>
      <h2 id={headingId}>Lag planen for meg</h2>
      {broken.length > 0 && (
        <div className="plan-maker__repair">
          <p>
            {broken.length === 1
              ? `${broken[0]?.title} ${formatDayTime((broken[0] as Screening).start)} er endret.`
              : `${broken.length} visninger i planen din er endret.`}{" "}
            Vi kan finne den minste endringen som holder resten av planen.
          </p>
          <button type="button" className="button" onClick={repair}>
            Finn en ny plan
          </button>
        </div>
      )}
      {stored.length === 0 ? (
        <p>
          Merk filmer med «Må se» eller «Vil gjerne se» på filmsidene eller i <Link to="/program/">programmet</Link>, så
          finner vi planen som får med flest av dem, uten kollisjoner og med tid til å gå mellom stedene.
        </p>
      ) : (
        <>
          <p>
            Du har merket {count(stored.length, "film", "filmer")}. «Må se» teller mer enn alle «vil gjerne se» til
            sammen.
          </p>
          <WishList wishes={stored} byReference={byReference} onMust={onMust} />
          {festivalDays.length === 0 ? (
            <p>Festivalen er over for i år; det er ingen visninger igjen å planlegge.</p>
          ) : (
            <PlanOptionsForm
              festivalDays={festivalDays}
              options={options}
              hasPlan={savedIds.size > 0}
              onChange={setOptions}
              onSubmit={makePlan}
            />
          )}
        </>
      )}
      <p className="plan-maker__working" role="status">
        {working ? "Lager planen …" : ""}
      </p>
      {failed && (
        <p className="form-alert" role="alert">
          Planen kunne ikke lages akkurat nå. Ønskene og planen din er som før; prøv igjen om litt.
        </p>
      )}
      {made && !working && (
        <ProposalView
          made={made}
          savedIds={savedIds}
          exchange={exchangeOf(made.proposal, saved, boughtIds)}
          onAccept={onAccept}
          onDiscard={() => setMade(undefined)}
          onSwap={onSwap}
        />
      )}
      {accepted && <AcceptedNotice accepted={accepted} onUndo={onUndo} />}
    </section>
  )
}
