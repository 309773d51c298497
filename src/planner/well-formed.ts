const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/**
 * The text with each half of a broken UTF-16 pair replaced by U+FFFD, as
 * String.prototype.toWellFormed does: such a half has no UTF-8 form, so a URL
 * or a calendar file cannot carry it, and the content may still hold one.
 */
export const wellFormed = (text: string): string => text.replace(LONE_SURROGATE, "\uFFFD")
