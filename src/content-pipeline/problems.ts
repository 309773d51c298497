/**
 * A problem an editor can act on: which file, which field, what was expected.
 * Every check of the build returns a list of these instead of throwing, so one
 * build reports every problem at once.
 */
export interface ContentProblem {
  /** The file (or, for a CMS source, the endpoint) the problem is in. */
  file: string
  /** A path into the file's JSON, like `blocks[2].component`; empty for the whole file. */
  field: string
  message: string
  /**
   * True when the problem may only follow from another file that failed to
   * load (a menu entry to a page whose file is broken): such problems are
   * left out while any file has problems of its own.
   */
  mayFollowFromOthers?: boolean
}

/**
 * An editor's value as a problem quotes it, so that every problem stays one
 * short line: strings in JSON quotes (a line break shows as \n), cut when
 * long; arrays and objects by kind (quoting them could run to megabytes, or
 * overflow the stack on a deep nest); other values as they are.
 */
export function quoted(value: unknown): string {
  if (typeof value === "string")
    return value.length > 60
      ? `${JSON.stringify(`${value.slice(0, 40)}…`)} (${value.length} characters)`
      : JSON.stringify(value)
  if (Array.isArray(value)) return "an array"
  if (value !== null && typeof value === "object") return "an object"
  return String(value)
}

export function formatProblem({ file, field, message }: ContentProblem): string {
  return field ? `${file}: ${field}: ${message}` : `${file}: ${message}`
}

export function formatFieldPath(path: ReadonlyArray<string | number>): string {
  return path.reduce<string>(
    (text, key) => (typeof key === "number" ? `${text}[${key}]` : text ? `${text}.${key}` : key),
    "",
  )
}

/** Thrown where a caller wants problems as an exception (scripts, tests). */
export class ContentError extends Error {
  constructor(readonly problems: ContentProblem[]) {
    super(
      `The content has ${problems.length} problem${problems.length === 1 ? "" : "s"}:\n` +
        problems.map(formatProblem).join("\n"),
    )
    this.name = "ContentError"
  }
}

export function problemCount(problems: readonly ContentProblem[]): string {
  return `${problems.length} problem${problems.length === 1 ? "" : "s"}`
}

/** One line per problem, written as it is: Gatsby's reporter would wrap long lines, and an editor should be able to search for a file name. */
export function writeProblems(problems: readonly ContentProblem[]): void {
  process.stderr.write(`\n${problems.map(formatProblem).join("\n")}\n\n`)
}
