/**
 * Rules for words that the build and the browser must apply alike: folding
 * Norwegian text for matching, slugs for paths and filter values, and what a
 * production is called.
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

/** What a production is, in words a visitor uses, from its objectClass. */
export const KIND_LABELS: Record<string, string> = {
  film: "Film",
  "short-film": "Kortfilm",
  "stage-show": "Scene",
  concert: "Konsert",
}

export const kindLabel = (objectClass: string): string => KIND_LABELS[objectClass] ?? objectClass
