import React, { useId } from "react"

import { contentNoteLabel, type ContentNote } from "../content-model/content-notes"

/**
 * A production's content notes as a labelled list (a line of marks in a
 * programme row). The page holds both a plain label and a warning one; the
 * visitor's choice (src/content-warnings/note-settings.tsx) names the notes
 * on <html>, and the stylesheet shows the warning where one of them is here
 * and marks it. The page's first load carries no code for it, and the
 * warning takes the plain label's room, so nothing moves.
 */
export function ContentNotes({ notes }: { notes: readonly ContentNote[] }) {
  const id = useId()
  if (notes.length === 0) return null
  return (
    <div className="content-notes" data-notes={notes.join(" ")}>
      <span className="content-notes__label" id={id}>
        <span className="content-notes__plain">Innhold:</span>
        <span className="content-notes__warning">Advarsel:</span>
      </span>
      <ul aria-labelledby={id}>
        {notes.map((note) => (
          <li key={note} data-note={note}>
            {contentNoteLabel(note)}
          </li>
        ))}
      </ul>
    </div>
  )
}
