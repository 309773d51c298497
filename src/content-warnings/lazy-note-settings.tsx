import React from "react"

import { useAfterMount } from "../components/use-after-mount"

/**
 * Where a visitor chooses the notes to be warned about: a closed disclosure
 * in the server-rendered HTML, so it takes its room from the start, with the
 * choices fetched into it once the page is up. Without scripts it says what
 * the choice needs.
 */
export function LazyNoteSettings() {
  const settings = useAfterMount(
    () => import("./note-settings").then((module) => module.NoteSettings),
    "The content warning settings",
    {},
  )
  return (
    <details className="note-settings">
      <summary>Varsle meg om innhold</summary>
      {settings ?? <p className="note-settings__fallback">Å velge varsler krever JavaScript.</p>}
    </details>
  )
}
