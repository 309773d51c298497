import React, { useState } from "react"

import { useHasStoredKey } from "../components/stored-key"
import { useAfterMount } from "../components/use-after-mount"
import { CHOSEN_NOTES_KEY } from "./chosen-notes-key"

/**
 * Where a visitor chooses the notes to be warned about: a closed disclosure
 * in the server-rendered HTML, so it takes its room from the start. The
 * choices (and the code that marks the page's notes) are fetched only when
 * something was chosen on this device, or when the disclosure is opened:
 * with nothing chosen there is nothing to mark (it starts closed, so its
 * first toggle opens it). Without scripts it says
 * what the choice needs.
 */
export function LazyNoteSettings() {
  const chosen = useHasStoredKey(CHOSEN_NOTES_KEY)
  const [opened, setOpened] = useState(false)
  const settings = useAfterMount(
    () => import("./note-settings").then((module) => module.NoteSettings),
    "The content warning settings",
    {},
    opened || chosen === true,
  )
  return (
    // Opened before the page was hydrated, the toggle event went unheard: the element says so.
    <details
      className="note-settings"
      ref={(details) => details?.open && setOpened(true)}
      onToggle={() => setOpened(true)}
    >
      <summary>Varsle meg om innhold</summary>
      {settings ?? (opened ? null : <p className="note-settings__fallback">Å velge varsler krever JavaScript.</p>)}
    </details>
  )
}
