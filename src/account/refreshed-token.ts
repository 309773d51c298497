/**
 * The token refreshes of this device, where a tab reads what another wrote
 * before it: IndexedDB. Tabs tell each other of a refresh through the device's
 * storage, but Chromium gives each tab its own copy of localStorage and
 * tells it of another tab's write later, by a message of its own. A tab that
 * took the refresh lock just after another let go of it could still read the
 * spent token there and spend it again, and a service that rotates refresh
 * tokens then signs the visitor out on every device (the browser test of two
 * tabs refreshing together failed so, now and then, under load). IndexedDB
 * keeps one copy for every tab: a transaction begun after another completed
 * sees its writes, and the tab that refreshes completes its write before it
 * lets go of the lock.
 *
 * One record: whose it is, the newest token, and the last tokens spent to
 * reach it. Signing out deletes the database (REFRESH_DATABASE). Each
 * operation opens the database and closes it when done, so that no open
 * connection holds a deletion back. Where IndexedDB is missing or refuses
 * (some private modes), every operation does nothing: the tabs then have
 * only localStorage, as before. An operation runs inside the refresh lock,
 * which every tab waits for: one that has not settled within DEADLINE_MS
 * counts as refused, and IndexedDB is not asked again in this page (Safari
 * 14's first open could hang until another came).
 */
import { REFRESH_DATABASE } from "./session-key"

const STORE = "refresh"
const KEY = "last"
/** How long an operation may take before IndexedDB counts as refused for this page. */
const DEADLINE_MS = 1_000
/** Enough for every refresh a tab can have slept through; the tokens are spent, so keeping them gives nothing away. */
const KEPT = 8

export interface Refreshed {
  /** Whose session: the profile's email. */
  email: string
  /** The newest token. */
  token: string
  /** The tokens refreshed to reach it, oldest first. */
  spent: string[]
}

function isRefreshed(value: unknown): value is Refreshed {
  if (value === null || typeof value !== "object") return false
  const { email, token, spent } = value as Record<string, unknown>
  return (
    typeof email === "string" &&
    typeof token === "string" &&
    Array.isArray(spent) &&
    spent.every((item) => typeof item === "string")
  )
}

const settled = <T>(request: IDBRequest<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    request.addEventListener("success", () => resolve(request.result))
    request.addEventListener("error", () => reject(request.error ?? new Error("IndexedDB request failed")))
  })

const recordIn = (value: unknown): Refreshed | undefined => (isRefreshed(value) ? value : undefined)

/** Set once an operation missed its deadline: IndexedDB is not asked again in this page. */
let hung = false

/** `operation`, or a rejection once DEADLINE_MS have passed without it settling. */
function inTime<T>(operation: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      hung = true
      reject(new Error(`IndexedDB did not answer within ${DEADLINE_MS} ms`))
    }, DEADLINE_MS)
  })
  return Promise.race([operation, deadline]).finally(() => clearTimeout(timer))
}

/** Runs `work` in one transaction on the record's store, and resolves with its result once the transaction has completed. */
function inStore<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return inTime(transact(mode, work))
}

async function transact<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const opening = indexedDB.open(REFRESH_DATABASE, 1)
  opening.onupgradeneeded = () => opening.result.createObjectStore(STORE)
  const database = await settled(opening)
  try {
    const transaction = database.transaction(STORE, mode)
    const result = settled(work(transaction.objectStore(STORE)))
    await new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve()
      transaction.onerror = transaction.onabort = () =>
        reject(transaction.error ?? new Error("IndexedDB transaction failed"))
    })
    return await result
  } finally {
    database.close()
  }
}

const available = () => !hung && typeof indexedDB !== "undefined"

/** The record of this device's last refresh; undefined when there is none, or it cannot be read. */
async function lastRefresh(): Promise<Refreshed | undefined> {
  if (!available()) return undefined
  try {
    return recordIn(await inStore("readonly", (store) => store.get(KEY)))
  } catch {
    return undefined
  }
}

/** Records that `email`'s token `expired` was refreshed to `token`; resolves once every tab can read it (or it cannot be written). */
export async function recordRefresh(email: string, expired: string, token: string): Promise<void> {
  if (!available()) return
  try {
    // The record read and written in one transaction: no other tab's write comes between.
    await inStore("readwrite", (store) => {
      const reading = store.get(KEY)
      reading.addEventListener("success", () => {
        const before = recordIn(reading.result)
        const spent = [...(before?.email === email ? before.spent : []), expired].slice(-KEPT)
        store.put({ email, token, spent } satisfies Refreshed, KEY)
      })
      return reading
    })
  } catch {
    // Refused or full: the other tabs still have localStorage.
  }
}

/** What this device knows of a token: refreshed to a newer one, the newest (nobody refreshed it), or nothing. */
export type TokenNews = { kind: "refreshed"; token: string } | { kind: "newest" } | { kind: "unknown" }

/** What this device knows of `email`'s token `expired`: "unknown" when there is no record of their tokens, or it cannot be read. */
export async function newsOf(email: string, expired: string): Promise<TokenNews> {
  const record = await lastRefresh()
  if (record?.email !== email) return { kind: "unknown" }
  if (record.spent.includes(expired)) return { kind: "refreshed", token: record.token }
  return record.token === expired ? { kind: "newest" } : { kind: "unknown" }
}
