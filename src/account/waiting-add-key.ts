/**
 * Where a "Må se" waits on the device, in a module of its own as
 * session-key.ts is: a content page's press writes it (watch-list-on-press.ts)
 * without the account code that reads it (waiting-adds.ts).
 */

/**
 * A "Må se" the ticketing service has not confirmed yet: one key per film
 * (the prefix and the movie id), its value the email of the visitor who
 * pressed it. The press writes it before anything is sent, so that a page
 * left at once, or a press without signal, loses nothing: the watch list
 * sends what is waiting before it is fetched (api/watch-list.ts).
 */
export const WAITING_ADD_PREFIX = "ramaskrik.watchListAdd."
