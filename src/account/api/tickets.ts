import { useAtomValue } from "jotai"
import useSWR from "swr"

import { isSignedIn, profileAtom } from "../atoms"
import type { MyTicket } from "../types"
import { useTicketing } from "../use-ticketing"
import type { ApiError } from "./api-error"
import type { TicketingClient } from "./client"
import { list, object, optionalText, text } from "./reply"

export function parseTicket(value: unknown, where: string): MyTicket {
  const fields = object(value, where)
  const seatsInfo =
    fields.SeatsInfo === undefined || fields.SeatsInfo === null ? {} : object(fields.SeatsInfo, `${where}.SeatsInfo`)
  const groups = seatsInfo.Seats === undefined ? [] : list(seatsInfo.Seats, `${where}.SeatsInfo.Seats`)
  return {
    movieId: text(fields, "MovieId", where),
    movieTitle: text(fields, "MovieTitle", where),
    notes: optionalText(fields, "Notes"),
    qrCode: text(fields, "QRCode", where),
    qrUrl: optionalText(fields, "QRUrl"),
    startTime: text(fields, "StartTime", where),
    expirationDate: optionalText(fields, "ExpirationDate"),
    image: optionalText(fields, "Poster"),
    sal: optionalText(fields, "Screen"),
    seatsInfo: {
      info: optionalText(seatsInfo, "Info"),
      seats: groups.map((group, index) => {
        const seatGroup = object(group, `${where}.SeatsInfo.Seats[${index}]`)
        const seats =
          seatGroup.Seats === undefined ? [] : list(seatGroup.Seats, `${where}.SeatsInfo.Seats[${index}].Seats`)
        return { row: text(seatGroup, "Row", where), seats: seats.map(String) }
      }),
    },
  }
}

/** GET the visitor's tickets (no parameters in use). */
export async function fetchTickets(client: TicketingClient): Promise<MyTicket[]> {
  return list(await client("tickets"), "tickets").map((item, index) => parseTicket(item, `tickets[${index}]`))
}

/** The signed-in visitor's tickets; nothing is asked for while signed out. */
export function useTickets(): {
  items: MyTicket[]
  loading: boolean
  error: ApiError | undefined
  /** Asks the service again, keeping the tickets shown until the answer comes. */
  refresh: () => Promise<unknown>
} {
  const { client, section } = useTicketing()
  const profile = useAtomValue(profileAtom)
  const { data, isLoading, isValidating, error, mutate } = useSWR<MyTicket[], ApiError>(
    isSignedIn(profile) ? ["tickets", section.partnerId, profile?.userName] : null,
    () => fetchTickets(client),
    { shouldRetryOnError: false },
  )
  return { items: data ?? [], loading: isLoading || isValidating, error, refresh: () => mutate() }
}
