/**
 * Rules for Norwegian text that the build and the browser must apply alike:
 * folding for matching, and slugs for paths and filter values.
 */

/**
 * Lower case, each of `letters` (a pattern) written as `to` has it, then the
 * accents left off: what folding and Norwegian order both start from.
 */
const plainLetters = (text: string, letters: RegExp, to: Record<string, string>) =>
  text
    .toLowerCase()
    .replace(letters, (letter) => to[letter] ?? letter)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")

const NORWEGIAN_LETTERS: Record<string, string> = { æ: "ae", ø: "o", å: "a" }

/**
 * Case, accents and the Norwegian letters fold away, so "BLODMÅNE",
 * "blodmåne" and "blodmane" are one word: æ → ae, ø → o, å → a.
 */
export function foldNorwegian(text: string): string {
  return plainLetters(text, /[æøå]/g, NORWEGIAN_LETTERS)
}

/** `Blodmåne: Del II` → `blodmane-del-ii`, "Svømmehall" → "svommehall". */
export function slugify(text: string): string {
  return foldNorwegian(text)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
}

/**
 * Letters where the Norwegian alphabet has them: Æ, Ø and Å after Z (as the three
 * characters after "z"), Ä and Ö with Æ and Ø, Ü with Y, and AA as Å.
 */
const NORWEGIAN_PLACE: Record<string, string> = { æ: "{", ä: "{", ø: "|", ö: "|", å: "}", aa: "}", ü: "y" }

/** The letters alone: what orders two names first. */
const letters = (text: string) => plainLetters(text, /aa|[æäøöåü]/g, NORWEGIAN_PLACE)

/** Lower case first: upper and lower swapped, so that code order puts lower first. */
const swapCase = (text: string) =>
  text.replace(/\p{L}/gu, (letter) => (letter === letter.toLowerCase() ? letter.toUpperCase() : letter.toLowerCase()))

/** Then the accents: plain before accented, and Å before the AA that sorts with it. */
const accents = (text: string) => text.toLowerCase().normalize("NFD").replace(/aa/g, "a\u030a\uffff")

const byCode = (a: string, b: string) => (a === b ? 0 : a < b ? -1 : 1)

/**
 * Norwegian alphabetical order for names sorted in the browser (the programme's venues),
 * as `Intl.Collator("nb")` orders them: by the letters, then accents (plain first), then
 * case (lower first). Not the collator itself: the first one a page makes starts the
 * browser's ICU, 60–120 ms of a phone's main thread while it hydrates. The build, in
 * Node, uses the collator.
 */
export function compareNorwegian(a: string, b: string): number {
  return byCode(letters(a), letters(b)) || byCode(accents(a), accents(b)) || byCode(swapCase(a), swapCase(b))
}
