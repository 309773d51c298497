/**
 * Age limits as Medietilsynet sets them for cinemas: A (allowed for all),
 * 6, 9, 12, 15 and 18 years, or not yet set (festival premieres often are).
 * The law asks that the limit is visible before a ticket is bought.
 */
export const AGE_LIMITS = ["A", "6", "9", "12", "15", "18", "unrated"] as const

export type AgeLimit = (typeof AGE_LIMITS)[number]

/** A limit that has been set: the only kind a visitor is told of. */
export type RatedAgeLimit = Exclude<AgeLimit, "unrated">

/**
 * Whether there is a limit to show. One not yet set is left out wherever the
 * limit would stand (issue #25): "ikke fastsatt" reads like a limit of its own.
 */
export const isRated = (limit: AgeLimit): limit is RatedAgeLimit => limit !== "unrated"

/** The limit as a screen reader should say it and a visitor read it in full. */
export function ageLimitLabel(limit: RatedAgeLimit): string {
  if (limit === "A") return "Tillatt for alle"
  return `Aldersgrense ${limit} år`
}

/** The short mark beside a buy link ("15 år", "A"). */
export function ageLimitMark(limit: RatedAgeLimit): string {
  if (limit === "A") return "A"
  return `${limit} år`
}
