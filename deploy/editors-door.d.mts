/** Types of deploy/editors-door.mjs, for the publisher and the tests. */
export type DoorVerdict = { verdict: "editor" } | { verdict: "ask" } | { verdict: "wait"; retryAfter: number }

export declare const FAILED_LOGINS: number
export declare const WINDOW_SECONDS: number
export declare const NO_FRAMING: Readonly<Record<string, string>>
export declare function credentialsProblems(user?: string, password?: string): string[]
export declare function waitText(seconds: number): string
export declare function editorsDoor(
  user: string,
  password: string,
): (authorization: string | undefined, client: string) => Promise<DoorVerdict>
