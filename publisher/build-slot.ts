/**
 * One build at a time on this machine: the live site's and the preview's
 * builds take turns (two Gatsby builds at once would each take twice as
 * long, and the live one must not wait on a preview half-way).
 */
export class BuildSlot {
  private tail: Promise<unknown> = Promise.resolve()
  private holders = 0

  /** Runs `job` once every job before it has finished. */
  run<T>(job: () => Promise<T>): Promise<T> {
    this.holders += 1
    const result = this.tail.then(job).finally(() => (this.holders -= 1))
    this.tail = result.catch(() => undefined)
    return result
  }

  /** Whether a job runs or waits. */
  get busy(): boolean {
    return this.holders > 0
  }
}
