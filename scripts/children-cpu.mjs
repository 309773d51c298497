import { existsSync, readFileSync, readdirSync } from "node:fs"

/** Clock ticks a second in /proc's times (USER_HZ, 100 on every Linux we run on). */
const HZ = 100

/**
 * One process as /proc/<pid>/stat gives it: its parent, when it started (which
 * tells a reused pid apart), and its own and its waited-for children's times
 * in ticks. The fields after the command's name (which may hold spaces and
 * parentheses) start at the last ") ".
 */
function readStat(pid) {
  let text
  try {
    text = readFileSync(`/proc/${pid}/stat`, "utf8")
  } catch {
    return undefined // gone since the folder was listed
  }
  const fields = text.slice(text.lastIndexOf(") ") + 2).split(" ")
  return {
    ppid: Number(fields[1]),
    own: Number(fields[11]) + Number(fields[12]),
    reaped: Number(fields[13]) + Number(fields[14]),
    start: fields[19],
  }
}

/**
 * Watches the processes under this one, so that a phase's processor time
 * includes those nobody in it waits for. This process's children's times
 * (/proc/self/stat) count a process only when its parent waited for it, and
 * its parent's parent for that one, up to here. A process whose parent ends first is handed to init,
 * which waits for it instead: Chromium's zygote and its pages after the
 * browser process, a server started in the background. Their time, and that
 * of the processes they waited for, would be missing.
 *
 * Every `intervalMs` it reads /proc, notes each process that descends from
 * this one, and keeps its last times; a noted process whose parent is no
 * longer one of ours has been handed away. `stop()` reads once more and
 * returns the seconds of this process's children's times plus those of the
 * processes handed away, up to the last look at each (what one used in its last
 * interval is not seen). A process handed away before any look saw it
 * under the phase, its parent having lived less than an interval, is
 * missed. undefined where there is no /proc.
 */
export function watchTree(intervalMs = 1_000) {
  if (!existsSync("/proc/self/stat")) return { stop: () => undefined }
  /** By "pid start": each process seen under this one, with its parent and times when last seen. */
  const seen = new Map()

  const look = () => {
    const now = new Map()
    for (const name of readdirSync("/proc")) {
      if (!/^\d+$/.test(name)) continue
      const stat = readStat(name)
      if (stat) now.set(Number(name), stat)
    }
    const live = new Map([...now].map(([pid, stat]) => [pid, `${pid} ${stat.start}`]))
    /** Whether `pid` is ours: this process, or under one we noted or that is ours now. */
    const ours = (pid, depth = 0) => {
      if (pid === process.pid) return true
      const stat = now.get(pid)
      if (!stat || depth > 64) return false
      return seen.has(live.get(pid)) || ours(stat.ppid, depth + 1)
    }
    for (const [pid, stat] of now) {
      const key = live.get(pid)
      const parentOurs = ours(stat.ppid)
      if (parentOurs || seen.has(key)) seen.set(key, { ...stat, handedAway: !parentOurs })
    }
  }

  look()
  const timer = setInterval(look, intervalMs)
  timer.unref()
  return {
    stop() {
      clearInterval(timer)
      look()
      const handedAway = [...seen.values()]
        .filter(({ handedAway }) => handedAway)
        .reduce((ticks, { own, reaped }) => ticks + own + reaped, 0)
      return (readStat("self").reaped + handedAway) / HZ
    },
  }
}
