/**
 * The offline ticket wallet: the signed-in visitor's tickets, with their QR
 * codes as images kept on the device, so Min side shows them at the cinema
 * door with no network. Written whenever the tickets load; removed when the
 * visitor signs out.
 */
import type { MyTicket } from "../account/types"

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

export function readWallet(owner: string): Wallet | undefined {
  try {
    const stored = JSON.parse(window.localStorage.getItem(WALLET_STORAGE_KEY) ?? "null") as Wallet | null
    return stored !== null && stored.owner === owner && Array.isArray(stored.tickets) ? stored : undefined
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
