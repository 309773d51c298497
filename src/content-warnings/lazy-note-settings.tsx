import React, { useState } from "react"

import { useAfterMount } from "../components/use-after-mount"
import { whenIdle } from "../components/when-idle"

/**
 * Where a visitor chooses the notes to be warned about: a closed disclosure
 * in the server-rendered HTML, so it takes its room from the start. The
 * choices (and the code that marks the page's notes) are fetched when the
 * browser is idle after the page is up, so that opening it finds them there.
 * Without scripts it says what the choice needs.
 */
export function LazyNoteSettings() {
  const [opened, setOpened] = useState(false)
  const settings = useAfterMount(
    () => whenIdle().then(() => import("./note-settings").then((module) => module.NoteSettings)),
    "The content warning settings",
    {},
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
