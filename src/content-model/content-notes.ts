/**
 * Content notes: a fixed vocabulary of what a film or show contains, for
 * visitors with hard limits and for those who need to avoid flashing light.
 * Categories only, never plot, so a note spoils nothing.
 */
export const CONTENT_NOTES = {
  "blod-og-gorr": "Blod og gørr",
  kroppsskrekk: "Kroppsskrekk",
  "dyr-som-skades": "Dyr som skades",
  "seksualisert-vold": "Seksualisert vold",
  selvskading: "Selvskading",
  stroboskop: "Blinkende lys/stroboskop",
  skvettescener: "Mange skvettescener",
} as const

export type ContentNote = keyof typeof CONTENT_NOTES

export const CONTENT_NOTE_KEYS = Object.keys(CONTENT_NOTES) as [ContentNote, ...ContentNote[]]

export const contentNoteLabel = (note: ContentNote): string => CONTENT_NOTES[note]

export const isContentNote = (value: unknown): value is ContentNote =>
  typeof value === "string" && Object.prototype.hasOwnProperty.call(CONTENT_NOTES, value)
