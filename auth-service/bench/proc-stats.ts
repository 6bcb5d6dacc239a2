// What Linux says about a process the bench started (/proc/<pid>): its memory and the CPU time it has used.
import fs from "node:fs";

/** A process's resident memory now and its peak (VmRSS, VmHWM), in kB. */
export function memoryOf(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? NaN);
  return { rss: kb("VmRSS"), peak: kb("VmHWM") };
}

/** Resets the process's peak (VmHWM) to its resident memory now; false when the kernel does not allow it. */
export function resetPeakMemory(pid: number): boolean {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, "5");
    return true;
  } catch {
    return false;
  }
}

/** Linux's USER_HZ: the unit of /proc's CPU times on every architecture Node runs on. */
const TICKS_PER_SECOND = 100;

/** The CPU time (user and system) the process has used so far, in milliseconds, to 10 ms. */
export function cpuMsOf(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  // After "pid (name) ": state is field 3 of the line, utime 14 and stime 15.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1_000) / TICKS_PER_SECOND;
}
