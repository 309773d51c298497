/**
 * What a showtime id may be: letters, digits, `-` and `_`, at most 64
 * characters. The content is checked against it, and a shared plan's link is
 * read against it, so that every id the content allows travels in a link and
 * nothing else a link may hold is taken for one.
 */
export const SHOWTIME_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/

export const SHOWTIME_ID_RULE = "must be 1 to 64 letters (a-z), digits, - or _, starting with a letter or digit"
