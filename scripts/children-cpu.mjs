import { existsSync, readFileSync } from "node:fs"

/**
 * The processor time of every process this one started and waited for, in
 * seconds (Linux: this process's children's times, in clock ticks of 1/100 s);
 * undefined elsewhere.
 */
export function childrenCpuSeconds() {
  if (!existsSync("/proc/self/stat")) return undefined
  // The fields after the command's name (which may hold spaces) in parentheses: cutime and cstime are 14th and 15th.
  const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1].split(" ")
  return (Number(fields[13]) + Number(fields[14])) / 100
}
