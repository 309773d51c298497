import { useAtom } from "jotai"
import { useEffect } from "react"

import { eventsAtom } from "../screen-state-atoms"
import { unrequested } from "../events-state"
import type { TicketingEvent } from "../../ticketing/types"
import { useTicketing } from "../use-ticketing"
import { siteIdentifier } from "./config"
import type { TicketingClient } from "./client"
import { list, object, text } from "../../ticketing/reply"

/** GET events by id: the ids comma-joined, with the site identifier from the first partner id. */
export async function fetchEvents(
  client: TicketingClient,
  site: string,
  ids: readonly string[],
): Promise<TicketingEvent[]> {
  const reply = await client("events", { query: { ids: ids.join(","), site } })
  return list(reply, "events").map((item, index) => {
    const fields = object(item, `events[${index}]`)
    return { id: text(fields, "Id", `events[${index}]`), fields }
  })
}

/**
 * Live events for the given ids, from the events store: ids already asked
 * for are not fetched again, and what arrives is appended. A failure is
 * logged as 'Failed to fetch' (section 8).
 */
export function useEvents(ids: readonly string[]): TicketingEvent[] {
  const { client, section } = useTicketing()
  const [state, dispatch] = useAtom(eventsAtom)
  const missing = unrequested(state, ids)
  const key = missing.join(",")

  useEffect(() => {
    if (key === "") return
    const toFetch = key.split(",")
    dispatch({ type: "events/requested", ids: toFetch })
    fetchEvents(client, siteIdentifier(section), toFetch)
      .then((items) => dispatch({ type: "events/received", items }))
      .catch((error: Error) => console.error("Failed to fetch", error.message))
  }, [key, client, section, dispatch])

  return state.items.filter((event) => ids.includes(event.id))
}
