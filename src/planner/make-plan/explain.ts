/**
 * What "Lag planen for meg" says about the films it left out and the swaps
 * it offers, in Norwegian, one sentence per film: the solver's reasons
 * (request.ts) read aloud.
 */
import { formatDayTime } from "../../components/oslo-time"
import type { Screening } from "../../content-model/screening"
import type { ShowingReason, Swap, Unfit, Wish } from "./request"

export const WISH_LABELS: Record<Wish, string> = { must: "må se", want: "vil gjerne se" }

type Wishes = ReadonlyMap<string, Wish>

/** "Marrow (må se)", or the title alone for a film the visitor did not wish for. */
function named({ title, reference }: Screening, wishes: Wishes): string {
  const wish = wishes.get(reference)
  return wish ? `${title} (${WISH_LABELS[wish]})` : title
}

/** "A", "A og B", "A, B og C" */
function listed(items: readonly string[]): string {
  return items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} og ${items.at(-1)}`
}

/** A limit, minutes after midnight, as a clock ("23:30"; 25 × 60 is "01:00", the night after). */
function clock(minutes: number): string {
  const time = ((minutes % 1440) + 1440) % 1440
  return `${String(Math.floor(time / 60)).padStart(2, "0")}:${String(time % 60).padStart(2, "0")}`
}

/**
 * Why one showing is out, as the rest of a sentence about it ("er utsolgt").
 * What the visitor cannot change (cancelled, started, sold out) is said
 * alone; their own choices and the clashes are said together.
 */
function why(reasons: readonly ShowingReason[], wishes: Wishes): string {
  const has = (kind: ShowingReason["kind"]) => reasons.some((reason) => reason.kind === kind)
  if (has("cancelled")) return "er avlyst"
  if (has("started")) return "har allerede begynt"
  if (has("sold-out")) return "er utsolgt"
  const dayOff = has("day-off")
  const parts = reasons.flatMap((reason): string[] => {
    switch (reason.kind) {
      case "day-off":
        return ["er ikke på en dag du har valgt"]
      case "too-early":
        return dayOff ? [] : [`begynner før ${clock(reason.earliest)} som du valgte`]
      case "too-late":
        return dayOff ? [] : [`slutter etter ${clock(reason.latest)} som du valgte`]
      case "clash":
        return [`krasjer med ${listed([...new Set(reason.with.map((screening) => named(screening, wishes)))])}`]
      default:
        return []
    }
  })
  return parts.length > 0 ? listed(parts) : "passer ikke"
}

/**
 * "Ingen visning av Rot Season passer: begge krasjer med Marrow (må se)."
 * One sentence for a film left out, from every showing's reasons.
 */
export function describeUnfit({ title, showings }: Unfit, wishes: Wishes): string {
  if (showings.length === 0) return `${title} er ikke i programmet.`
  const reasons = showings.map((showing) => why(showing.reasons, wishes))
  const [first, second] = reasons
  if (showings.length === 1) return `Visningen av ${title} ${first}.`
  const lead = `Ingen visning av ${title} passer:`
  if (reasons.every((reason) => reason === first))
    return `${lead} ${showings.length === 2 ? "begge" : "alle"} ${first}.`
  if (showings.length === 2) return `${lead} den ene ${first}, den andre ${second}.`
  return `${lead} ${listed(showings.map(({ screening }, index) => `${formatDayTime(screening.start)} ${reasons[index]}`))}.`
}

/** "Bytt ut Marrow (vil gjerne se) med Rot Season torsdag 14. oktober kl. 21:00" */
export function describeSwap({ add, drop }: Swap, wishes: Wishes): string {
  return `Bytt ut ${named(drop, wishes)} med ${add.title} ${formatDayTime(add.start)}`
}
