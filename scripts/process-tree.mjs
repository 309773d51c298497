/**
 * Stops a process that hung with everything it started: a `gatsby build`
 * whose worker spins (it has happened in a copy's build and in npm test's own
 * demo build) leaves orphans that would go on spinning through what runs
 * after it, so its whole tree goes, and the listing says where it hung.
 */
import { spawnSync } from "node:child_process"

/** Process `root` and every process below it, each with `ps`'s line (CPU share, run time, command). */
export function processTree(root) {
  const listing = spawnSync("ps", ["-eo", "pid=,ppid=,pcpu=,etime=,args="], { encoding: "utf8" }).stdout
  const processes = listing
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      const [pid, ppid] = line.trim().split(/\s+/).map(Number)
      return { pid: pid ?? 0, ppid: ppid ?? 0, line: line.trim().slice(0, 240) }
    })
  const tree = processes.filter(({ pid }) => pid === root)
  for (let i = 0; i < tree.length; i++) {
    const parent = tree[i]?.pid
    tree.push(...processes.filter(({ ppid }) => ppid === parent))
  }
  return tree
}

/**
 * SIGKILLs `root` and every process below it (not a process group: then a
 * Ctrl-C on the caller would leave them running). Returns the listing of
 * what was running, one process a line.
 */
export function killTree(root) {
  const tree = processTree(root)
  tree.forEach(({ pid }) => {
    try {
      process.kill(pid, "SIGKILL")
    } catch (error) {
      // Ended between the listing and now (a worker finishing): nothing left to stop. Anything else is ours.
      if (error.code !== "ESRCH") throw error
    }
  })
  return tree.map(({ line }) => line).join("\n")
}
