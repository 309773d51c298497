/**
 * Age limits as Medietilsynet sets them for cinemas: A (allowed for all),
 * 6, 9, 12, 15 and 18 years, or not yet set (festival premieres often are).
 * The law asks that the limit is visible before a ticket is bought.
 */
export const AGE_LIMITS = ["A", "6", "9", "12", "15", "18", "unrated"] as const

export type AgeLimit = (typeof AGE_LIMITS)[number]

/** The limit as a screen reader should say it and a visitor read it in full. */
export function ageLimitLabel(limit: AgeLimit): string {
  if (limit === "A") return "Tillatt for alle"
  if (limit === "unrated") return "Aldersgrense ikke fastsatt"
  return `Aldersgrense ${limit} år`
}

/** The short mark beside a buy link ("15 år", "A"); none while the limit is not set, which only a screen reader hears. */
export function ageLimitMark(limit: AgeLimit): string {
  if (limit === "A") return "A"
  if (limit === "unrated") return ""
  return `${limit} år`
}
