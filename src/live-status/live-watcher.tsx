import { useEffect } from "react"
import type { SWRConfiguration } from "swr"

import { useLiveEvents } from "./use-live-events"
import type { LiveShowtimesWatcherProps, LiveWatcherProps } from "./live-types"

/**
 * Loaded when the first look has something to show or the page reason to
 * ask again (first-look.tsx, which also keeps the build's values should it
 * throw): one row's share of the page's batched events call, followed by
 * SWR. It draws nothing; it tells the row what the service says, or, when
 * the service cannot be reached, what it said last time and when.
 */
export function Watch({ id, onLive }: LiveWatcherProps) {
  const { live, answeredAt } = useLiveEvents([id])
  const shown = live.get(id)
  const said = shown ? `${shown.status} ${shown.start} ${shown.seenAt ?? ""}` : ""

  useEffect(() => {
    onLive(shown)
    // What was said, and every answer also when it says the same: the row's clock moves with the
    // answers (every minute while visible), so a screening that starts on an open page turns "Vist".
    // `shown` itself is a new object every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [said, answeredAt, onLive])

  return null
}

/**
 * A second view of showtimes the page has asked about (the list's rows were there first): it
 * reads the answer the page has and asks only for ids nobody asked for yet. Without
 * `revalidateIfStale: false`, SWR would ask again for the whole batch on the view's mount;
 * SWR's minute, focus and reconnect keep it fresh as they keep the rows.
 */
const SECOND_VIEW: SWRConfiguration = { revalidateIfStale: false }

/** The same for many showtimes drawn together (the programme's timeline): their share of the page's batched call. */
export function WatchMany({ ids, onLive }: LiveShowtimesWatcherProps) {
  const { live, answeredAt } = useLiveEvents(ids, SECOND_VIEW)
  const said = [...live].map(([id, { status, start, seenAt }]) => `${id} ${status} ${start} ${seenAt ?? ""}`).join()

  useEffect(() => {
    onLive(live)
    // What was said is the dependency, as for one row; `live` is a new map every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [said, answeredAt, onLive])

  return null
}
