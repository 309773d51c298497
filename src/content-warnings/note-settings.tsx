import React, { useLayoutEffect } from "react"

import { CONTENT_NOTE_KEYS, contentNoteLabel, type ContentNote } from "../content-model/content-notes"
import { CHOSEN_NOTES_CHANGED, CHOSEN_NOTES_KEY, useChosenNotes } from "./chosen-notes"

function save(notes: readonly ContentNote[]) {
  try {
    window.localStorage.setItem(CHOSEN_NOTES_KEY, JSON.stringify(notes))
  } catch {
    // Storage full or switched off: nothing is kept, and the boxes show it.
  }
  window.dispatchEvent(new Event(CHOSEN_NOTES_CHANGED))
}

/**
 * The vocabulary as checkboxes; each change is kept on the device at once.
 * It also names the chosen notes on <html> (data-warn), which is all the
 * stylesheet needs to turn the page's notes into warnings (see ContentNotes),
 * in the same commit as the boxes: a passive effect ran a task later when
 * React's slice ran out (a slow phone), and the page showed a ticked box
 * with no warning in between. The choices are only drawn after mount, never
 * on the server, so the layout effect has nothing to warn about there.
 */
export function NoteSettings() {
  const chosen = useChosenNotes()
  const names = chosen.join(" ")
  useLayoutEffect(() => {
    document.documentElement.dataset.warn = names
  }, [names])
  const toggle = (note: ContentNote, on: boolean) =>
    save(CONTENT_NOTE_KEYS.filter((key) => (key === note ? on : chosen.includes(key))))
  return (
    <fieldset>
      <legend>Advar meg når en film eller forestilling har</legend>
      {CONTENT_NOTE_KEYS.map((note) => (
        <label key={note}>
          <input
            type="checkbox"
            checked={chosen.includes(note)}
            onChange={(event) => toggle(note, event.target.checked)}
          />
          {contentNoteLabel(note)}
        </label>
      ))}
      <p className="note-settings__where">Valget lagres bare på denne enheten, og du trenger ingen konto.</p>
    </fieldset>
  )
}
