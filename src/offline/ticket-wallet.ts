/**
 * The offline ticket wallet: the signed-in visitor's tickets, with their QR
 * codes as images kept on the device, so Min side shows them at the cinema
 * door with no network. Written whenever the tickets load; removed when the
 * visitor signs out.
 */
import { list, object, optionalText, optionalTime, text, time } from "../ticketing/reply"
import type { MyTicket } from "../ticketing/types"

export const WALLET_STORAGE_KEY = "ramaskrik.ticketWallet"

export interface WalletTicket extends MyTicket {
  /** The QR code as a data URL, when it could be fetched. */
  qrImage: string
}

export interface Wallet {
  /** Whose tickets: the profile's email. */
  owner: string
  savedAt: string
  tickets: WalletTicket[]
}

async function asDataUrl(url: string): Promise<string> {
  if (url === "" || url.startsWith("data:")) return url
  try {
    const response = await fetch(url)
    if (!response.ok) return ""
    const type = response.headers.get("Content-Type")?.split(";")[0] || "image/png"
    const bytes = new Uint8Array(await response.arrayBuffer())
    let binary = ""
    bytes.forEach((byte) => (binary += String.fromCharCode(byte)))
    return `data:${type};base64,${btoa(binary)}`
  } catch {
    return ""
  }
}

/**
 * Keeps the owner's tickets on the device. The QR images take a while to
 * fetch, and the visitor may sign out meanwhile: `stillSignedIn` is asked
 * just before writing, and a wallet whose owner has left is not written.
 */
export async function saveWallet(
  owner: string,
  tickets: readonly MyTicket[],
  stillSignedIn: () => boolean,
  now = new Date(),
): Promise<Wallet> {
  const previous = readWallet(owner)
  const kept = new Map(previous?.tickets.map((ticket) => [ticket.qrCode, ticket.qrImage]) ?? [])
  const wallet: Wallet = {
    owner,
    savedAt: now.toISOString(),
    tickets: await Promise.all(
      tickets.map(async (ticket) => ({
        ...ticket,
        qrImage: kept.get(ticket.qrCode) || (await asDataUrl(ticket.qrUrl)),
      })),
    ),
  }
  if (!stillSignedIn()) return wallet
  try {
    window.localStorage.setItem(WALLET_STORAGE_KEY, JSON.stringify(wallet))
  } catch {
    // A full or forbidden storage leaves the wallet as it was; the tickets still show online.
  }
  return wallet
}

/**
 * One ticket as the device kept it, or undefined when it is not one: storage
 * outlives the code that wrote it, and anyone with the device can edit it.
 * Only an image of our own making (a data: URL) is shown as the QR code.
 */
function storedTicket(value: unknown): WalletTicket | undefined {
  const where = "wallet"
  try {
    const fields = object(value, where)
    const seatsInfo = object(fields.seatsInfo ?? {}, where)
    const qrImage = optionalText(fields, "qrImage")
    return {
      movieId: text(fields, "movieId", where),
      movieTitle: text(fields, "movieTitle", where),
      notes: optionalText(fields, "notes"),
      qrCode: text(fields, "qrCode", where),
      qrUrl: optionalText(fields, "qrUrl"),
      startTime: time(fields, "startTime", where),
      expirationDate: optionalTime(fields, "expirationDate"),
      image: optionalText(fields, "image"),
      sal: optionalText(fields, "sal"),
      seatsInfo: {
        info: optionalText(seatsInfo, "info"),
        seats: list(seatsInfo.seats ?? [], where).map((group) => {
          const seatGroup = object(group, where)
          return { row: text(seatGroup, "row", where), seats: list(seatGroup.seats ?? [], where).map(String) }
        }),
      },
      qrImage: qrImage.startsWith("data:image/") ? qrImage : "",
    }
  } catch {
    return undefined
  }
}

/** The owner's wallet as the device kept it: the tickets that are sound, the rest left out. */
export function readWallet(owner: string): Wallet | undefined {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(WALLET_STORAGE_KEY) ?? "null")
    const fields = object(stored, "wallet")
    if (fields.owner !== owner) return undefined
    return {
      owner,
      savedAt: optionalTime(fields, "savedAt"),
      tickets: list(fields.tickets, "wallet").flatMap((ticket) => storedTicket(ticket) ?? []),
    }
  } catch {
    return undefined
  }
}

export function clearWallet(): void {
  try {
    window.localStorage.removeItem(WALLET_STORAGE_KEY)
  } catch {
    // nothing stored, nothing to clear
  }
}
