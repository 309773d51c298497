/**
 * Copies and removes whole folders in a worker thread, with the file system's
 * synchronous calls. fs/promises' `cp` and `rm` of a tree queue one task per
 * file on libuv's thread pool, which the whole process shares: copying or
 * removing a snapshot or a release of the 12,000-page site (tens of thousands
 * of files) made every other file call of the publisher wait behind it, the
 * state write that a webhook's 202 and the rollback button wait for among
 * them. Measured on 40,000 files: a small write waited 957 ms behind
 * fs/promises' `rm`, 1 ms behind the same removal in a worker.
 */
import { Worker } from "node:worker_threads"

/** Plain CommonJS, so that the worker needs no loader for TypeScript. */
const WORK = `
const { cpSync, rmSync } = require("node:fs")
const { workerData } = require("node:worker_threads")
for (const folder of workerData.remove) rmSync(folder, { recursive: true, force: true })
if (workerData.copy) cpSync(workerData.copy.from, workerData.copy.to, { recursive: true })
`

interface TreeWork {
  remove: string[]
  copy?: { from: string; to: string }
}

function inWorker(work: TreeWork): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORK, { eval: true, workerData: work })
    worker.once("error", reject)
    worker.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`the file worker stopped with code ${code}: ${JSON.stringify(work)}`)),
    )
  })
}

/** Removes each folder (or file) and everything in it; one that is not there is no error. */
export async function removeTrees(folders: string[]): Promise<void> {
  if (folders.length > 0) await inWorker({ remove: folders })
}

/** Replaces `to` with a copy of the folder `from`. */
export function replaceWithCopy(from: string, to: string): Promise<void> {
  return inWorker({ remove: [to], copy: { from, to } })
}
