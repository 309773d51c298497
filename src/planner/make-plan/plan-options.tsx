import React, { useId, type FormEvent } from "react"

import { formatFullDay } from "../../components/oslo-time"
import type { DayLimits } from "./request"

/** What the visitor chose in the form: the days they are there, each day's limits, the pause, and whether to keep the plan. */
export interface PlanOptions {
  days: ReadonlySet<string>
  /** Per Oslo date, as typed ("18:00"); "" for no limit. */
  limits: ReadonlyMap<string, { earliest: string; latest: string }>
  pauseMinutes: number
  keep: boolean
}

export const PAUSE_CHOICES = [0, 15, 30, 45, 60] as const

/** A latest end before this hour is read as the night after ("01:00" is after midnight, not before noon). */
const NIGHT_ENDS_HOUR = 6

/** "18:30" as minutes after midnight, or undefined for an empty or malformed field. */
export function minutesOf(time: string): number | undefined {
  const match = /^(\d{2}):(\d{2})$/.exec(time)
  if (!match) return undefined
  const [hours, minutes] = [Number(match[1]), Number(match[2])]
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : undefined
}

/** The form's limits as the solver takes them: minutes after the day's midnight, a night's end past 24:00. */
export function dayLimitsOf(limits: PlanOptions["limits"]): Map<string, DayLimits> {
  return new Map(
    [...limits].map(([day, { earliest, latest }]) => {
      const end = minutesOf(latest)
      return [
        day,
        {
          earliest: minutesOf(earliest),
          latest: end !== undefined && end < NIGHT_ENDS_HOUR * 60 ? end + 24 * 60 : end,
        },
      ]
    }),
  )
}

export const defaultOptions = (days: readonly string[]): PlanOptions => ({
  days: new Set(days),
  limits: new Map(),
  pauseMinutes: 15,
  keep: true,
})

function DayChoice({
  day,
  options,
  onChange,
}: {
  day: string
  options: PlanOptions
  onChange: (options: PlanOptions) => void
}) {
  const id = useId()
  const chosen = options.days.has(day)
  const limits = options.limits.get(day) ?? { earliest: "", latest: "" }
  const label = formatFullDay(`${day}T12:00:00Z`)
  const setLimit = (field: "earliest" | "latest", value: string) =>
    onChange({ ...options, limits: new Map(options.limits).set(day, { ...limits, [field]: value }) })
  return (
    <li className="plan-maker__day" role="group" aria-label={label}>
      <input
        id={`${id}-day`}
        type="checkbox"
        checked={chosen}
        onChange={(event) => {
          const days = new Set(options.days)
          if (event.target.checked) days.add(day)
          else days.delete(day)
          onChange({ ...options, days })
        }}
      />
      <label htmlFor={`${id}-day`}>{label}</label>
      <label htmlFor={`${id}-from`} className="plan-maker__time">
        Tidligst start
        <input
          id={`${id}-from`}
          type="time"
          value={limits.earliest}
          disabled={!chosen}
          onChange={(event) => setLimit("earliest", event.target.value)}
        />
      </label>
      <label htmlFor={`${id}-to`} className="plan-maker__time">
        Senest slutt
        <input
          id={`${id}-to`}
          type="time"
          value={limits.latest}
          disabled={!chosen}
          onChange={(event) => setLimit("latest", event.target.value)}
        />
      </label>
    </li>
  )
}

/** What the days' choices come to, on the line that opens them: "Alle dager, ingen tidsgrenser". */
function summaryOf(festivalDays: readonly string[], options: PlanOptions): string {
  const chosen = festivalDays.filter((day) => options.days.has(day)).length
  const limited = [...options.limits].some(
    ([day, { earliest, latest }]) => options.days.has(day) && (earliest !== "" || latest !== ""),
  )
  const days = chosen === festivalDays.length ? "Alle dager" : `${chosen} av ${festivalDays.length} dager`
  return `${days}, ${limited ? "med tidsgrenser" : "ingen tidsgrenser"}`
}

/** The plan-maker's plain choices, and its button. Every field starts at "no limit". */
export function PlanOptionsForm({
  festivalDays,
  options,
  hasPlan,
  onChange,
  onSubmit,
}: {
  festivalDays: readonly string[]
  options: PlanOptions
  hasPlan: boolean
  onChange: (options: PlanOptions) => void
  onSubmit: () => void
}) {
  const pauseId = useId()
  const keepId = useId()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit()
  }
  return (
    <form className="plan-maker__form" onSubmit={submit}>
      <details className="plan-maker__choices">
        <summary>{summaryOf(festivalDays, options)}</summary>
        <fieldset>
          <legend>Dagene du er her</legend>
          <p className="plan-maker__hint">Tom tid betyr ingen grense. En slutt før kl. 06 er natten etter.</p>
          <ul className="plan-maker__days">
            {festivalDays.map((day) => (
              <DayChoice key={day} day={day} options={options} onChange={onChange} />
            ))}
          </ul>
        </fieldset>
      </details>
      <div className="plan-maker__field">
        <label htmlFor={pauseId}>Pause mellom visninger, minst</label>
        <select
          id={pauseId}
          value={options.pauseMinutes}
          onChange={(event) => onChange({ ...options, pauseMinutes: Number(event.target.value) })}
        >
          {PAUSE_CHOICES.map((minutes) => (
            <option key={minutes} value={minutes}>
              {minutes === 0 ? "Ingen pause utover gåtiden" : `${minutes} min`}
            </option>
          ))}
        </select>
      </div>
      {hasPlan && (
        <div className="plan-maker__field plan-maker__field--check">
          <input
            id={keepId}
            type="checkbox"
            checked={options.keep}
            onChange={(event) => onChange({ ...options, keep: event.target.checked })}
          />
          <label htmlFor={keepId}>Behold det som allerede er i planen min</label>
        </div>
      )}
      <button type="submit" className="button">
        Lag planen for meg
      </button>
    </form>
  )
}
