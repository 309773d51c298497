/**
 * Rules for Norwegian text that the build and the browser must apply alike:
 * folding for matching, and slugs for paths and filter values. Norwegian
 * alphabetical order is the build's (Intl.Collator, gatsby/create-resolvers.ts).
 */

const NORWEGIAN_LETTERS: Record<string, string> = { æ: "ae", ø: "o", å: "a" }

/**
 * Case, accents and the Norwegian letters fold away, so "BLODMÅNE",
 * "blodmåne" and "blodmane" are one word: æ → ae, ø → o, å → a.
 */
export function foldNorwegian(text: string): string {
  return text
    .toLowerCase()
    .replace(/[æøå]/g, (letter) => NORWEGIAN_LETTERS[letter] ?? letter)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
}

/** `Blodmåne: Del II` → `blodmane-del-ii`, "Svømmehall" → "svommehall". */
export function slugify(text: string): string {
  return foldNorwegian(text)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
}
