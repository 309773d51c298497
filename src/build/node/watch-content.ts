import { watch, type FSWatcher } from "node:fs"

let watcher: FSWatcher | undefined

/**
 * Calls `onChange` once an editor's save has settled (editors write a file
 * in several steps; a save of many files is one change). One watcher per
 * process: Gatsby may source again (a refresh) without restarting.
 */
export function watchContent(dir: string, onChange: () => Promise<void>, settleMs = 150): void {
  watcher?.close()
  let timer: NodeJS.Timeout | undefined
  let running = Promise.resolve()
  watcher = watch(dir, { recursive: true }, () => {
    clearTimeout(timer)
    timer = setTimeout(() => {
      running = running.then(onChange).catch((error: unknown) => {
        process.stderr.write(`Could not re-read the content: ${(error as Error).message}\n`)
      })
    }, settleMs)
  })
  watcher.unref()
}
