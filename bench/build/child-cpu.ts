/**
 * CPU seconds (user + system) spent by this process's finished child processes, threads included, from /proc: what
 * a build cost whatever else the machine was running (its wall time stretches with the load, its CPU time hardly).
 */
import { readFileSync } from 'node:fs';

/** Linux reports these times in clock ticks of 1/100 s (USER_HZ) on every architecture Node runs on. */
const TICKS_PER_SECOND = 100;

/** Undefined where there is no /proc (not Linux). */
export function childrenCpuSeconds(): number | undefined {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    // After the command name in parentheses: field 3 (state) onwards; cutime and cstime are fields 16 and 17.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}
