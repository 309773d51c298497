import { useAtomValue, useStore } from "jotai"
import { useEffect } from "react"
import useSWR from "swr"

import { readWallet, saveWallet } from "../../offline/ticket-wallet"
import { isSignedIn, profileAtom } from "../session-atoms"
import type { MyTicket } from "../../ticketing/types"
import { useTicketing } from "../use-ticketing"
import type { ApiError } from "../../ticketing/api-error"
import type { TicketingClient } from "./client"
import { list, object, optionalText, optionalTime, text, time } from "../../ticketing/reply"

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
    startTime: time(fields, "StartTime", where),
    expirationDate: optionalTime(fields, "ExpirationDate"),
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

export interface Tickets {
  items: (MyTicket & { qrImage?: string })[]
  loading: boolean
  error: ApiError | undefined
  /** Set when the service could not be reached and the tickets come from the device's wallet. */
  fromWalletSavedAt: string | undefined
  /** Asks the service again, keeping the tickets shown until the answer comes. */
  refresh: () => Promise<unknown>
}

/**
 * The signed-in visitor's tickets; nothing is asked for while signed out.
 * Every answer is kept in the offline wallet; without a network the wallet's
 * tickets stand in.
 */
export function useTickets(): Tickets {
  const { client, section } = useTicketing()
  const profile = useAtomValue(profileAtom)
  const owner = profile?.email ?? ""
  const { data, isLoading, isValidating, error, mutate } = useSWR<MyTicket[], ApiError>(
    isSignedIn(profile) ? ["tickets", section.partnerId, profile?.userName] : null,
    () => fetchTickets(client),
    { shouldRetryOnError: false },
  )
  const store = useStore()
  useEffect(() => {
    if (!data || !owner) return
    void saveWallet(owner, data, () => {
      const current = store.get(profileAtom)
      return isSignedIn(current) && current?.email === owner
    })
  }, [data, owner, store])
  const offline = error !== undefined && (error.kind === "network" || error.kind === "timeout")
  const wallet = data === undefined && offline && owner ? readWallet(owner) : undefined
  return {
    items: data ?? wallet?.tickets ?? [],
    loading: isLoading || isValidating,
    error,
    fromWalletSavedAt: wallet?.savedAt,
    refresh: () => mutate(),
  }
}
