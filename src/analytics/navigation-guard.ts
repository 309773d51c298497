/**
 * What every in-site navigation asks before it happens (gatsby-browser's
 * onPreRouteUpdate), kept apart from the tag manager's code so that a page
 * that never loads the tag manager does not carry it in its first load: the
 * loader (load-tag-manager.ts) sets the guard when it loads the script.
 */
let guard: ((pathname: string) => void) | null = null

export function setNavigationGuard(next: (pathname: string) => void): void {
  guard = next
}

export function guardNavigation(pathname: string): void {
  guard?.(pathname)
}
