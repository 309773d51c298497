import { watch, type FSWatcher } from "node:fs"

let watcher: { dir: string; fs: FSWatcher } | undefined
let onChangeNow: () => Promise<void> = () => Promise.resolve()

/**
 * Calls `onChange` once an editor's save has settled (editors write a file
 * in several steps; a save of many files is one change). One watcher per
 * process, kept across refreshes: Gatsby sources again (a refresh) without
 * restarting, and a watcher closed and opened again on every refresh missed
 * a save that came while it was being set up (Node's recursive watch on
 * Linux adds its folders one by one). A refresh only hands over its callback.
 */
export function watchContent(dir: string, onChange: () => Promise<void>, settleMs = 150): void {
  onChangeNow = onChange
  if (watcher?.dir === dir) return
  watcher?.fs.close()
  let timer: NodeJS.Timeout | undefined
  let running = Promise.resolve()
  const fsWatcher = watch(dir, { recursive: true }, () => {
    clearTimeout(timer)
    timer = setTimeout(() => {
      running = running
        .then(() => onChangeNow())
        .catch((error: unknown) => {
          process.stderr.write(`Could not re-read the content: ${(error as Error).message}\n`)
        })
    }, settleMs)
  })
  fsWatcher.unref()
  watcher = { dir, fs: fsWatcher }
}
