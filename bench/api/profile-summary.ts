/**
 * Where a V8 CPU profile (node --cpu-prof, a .cpuprofile file) spent its time: self time summed by function
 * (name + file:line) and by area (a package, a project folder, node internals, GC), idle left out.
 *   tsx bench/api/profile-summary.ts <file.cpuprofile> [--top N]
 * `npm run bench:api -- --only first-add --cpu-prof DIR` profiles the API child and prints this at the end.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}

interface CpuProfile {
  /** microseconds on the monotonic clock (the one process.hrtime reads, so another process can name a window) */
  startTime: number;
  nodes: ProfileNode[];
  /** the node on top of the stack at each sample */
  samples: number[];
  /** microseconds since the previous sample */
  timeDeltas: number[];
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A file as a reader knows it: project-relative, node_modules/<pkg>/… shortened to <pkg>/…. */
function shortUrl(url: string): string {
  if (!url) return '';
  const file = url.startsWith('file://') ? fileURLToPath(url) : url;
  const inModules = file.lastIndexOf('node_modules/');
  if (inModules >= 0) return file.slice(inModules + 'node_modules/'.length);
  return file.startsWith(root + path.sep) ? path.relative(root, file) : file;
}

/** The area a frame belongs to: GC/program/native pseudo-frames, node internals, a package, a project folder. */
function areaOf(frame: CallFrame): string {
  const url = shortUrl(frame.url);
  if (!url) return frame.functionName.startsWith('(') ? frame.functionName : '(native)';
  if (url.startsWith('node:')) return 'node internals';
  if (path.isAbsolute(url)) return url;
  const parts = url.split('/');
  // A package (scoped ones have two parts); else the project's top folder.
  if (frame.url.includes('node_modules/')) return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  return `${parts[0]}/`;
}

export interface SelfTime {
  key: string;
  ms: number;
  share: number;
}

/** A span of the monotonic clock in microseconds (process.hrtime.bigint() / 1000n). */
export type Window = [fromUs: number, toUs: number];

/** function (file:line): tsx's output puts every function on line 1, so the line is left out then. */
function functionKey(frame: CallFrame): string {
  const where = shortUrl(frame.url);
  const line = frame.lineNumber > 0 ? `:${frame.lineNumber + 1}` : '';
  return `${frame.functionName || '(anonymous)'}${where ? `  ${where}${line}` : ''}`;
}

/** A frame of the project's own code (not a package, not node). */
function isProjectFrame(frame: CallFrame): boolean {
  return frame.url.startsWith('file://') && !frame.url.includes('/node_modules/') && fileURLToPath(frame.url).startsWith(root + path.sep);
}

export interface ProfileSummary {
  /** self time per function */
  functions: SelfTime[];
  /** self time per area */
  areas: SelfTime[];
  /**
   * time with a project function anywhere on the stack, per function: its synchronous share only, since after
   * an await the stack holds the microtask that resumed it, not the caller
   */
  projectInclusive: SelfTime[];
  /** the same for every function, packages and node's included (the SQLite driver's executeQuery holds SQLite's own time) */
  inclusive: SelfTime[];
  busyMs: number;
}

/**
 * Self time per function and per area, biggest first, and the busy (non-idle) total in ms; only samples inside
 * `windows` when given (e.g. the measured load, leaving out start-up and warm-up).
 */
export function summarizeProfile(profile: CpuProfile, windows?: Window[]): ProfileSummary {
  const byId = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const functions = new Map<string, number>();
  const areas = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const anyInclusive = new Map<string, number>();
  let busy = 0;
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)!;
    at += profile.timeDeltas[i];
    if (windows && !windows.some(([from, to]) => at >= from && at <= to)) return;
    // The delta before sample i+1 is the time sample i stood for.
    const us = profile.timeDeltas[i + 1] ?? 0;
    if (frame.functionName === '(idle)') return;
    busy += us;
    const key = functionKey(frame);
    functions.set(key, (functions.get(key) ?? 0) + us);
    const area = areaOf(frame);
    areas.set(area, (areas.get(area) ?? 0) + us);
    // Each project function on the stack counts once per sample (recursion would count it twice otherwise).
    const onStack = new Set<string>();
    const anyOnStack = new Set<string>();
    for (let node: number | undefined = id; node !== undefined; node = parentOf.get(node)) {
      const caller = byId.get(node)!;
      if (isProjectFrame(caller)) onStack.add(functionKey(caller));
      if (caller.functionName !== '(root)') anyOnStack.add(functionKey(caller));
    }
    for (const name of onStack) inclusive.set(name, (inclusive.get(name) ?? 0) + us);
    for (const name of anyOnStack) anyInclusive.set(name, (anyInclusive.get(name) ?? 0) + us);
  });
  const sorted = (totals: Map<string, number>): SelfTime[] =>
    [...totals].map(([key, us]) => ({ key, ms: us / 1000, share: busy ? us / busy : 0 })).sort((a, b) => b.ms - a.ms);
  return {
    functions: sorted(functions), areas: sorted(areas), projectInclusive: sorted(inclusive), inclusive: sorted(anyInclusive), busyMs: busy / 1000,
  };
}

function printList(title: string, list: SelfTime[]): void {
  console.log(`\n${title}`);
  for (const { key, ms, share } of list) {
    console.log(`${ms.toFixed(0).padStart(8)} ms ${(share * 100).toFixed(1).padStart(5)}%  ${key}`);
  }
}

/** Prints the top `top` functions and areas of the profile in `file` (within `windows` when given). */
export function printProfileSummary(file: string, top = 15, windows?: Window[]): void {
  const summary = summarizeProfile(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile, windows);
  const span = windows ? `${windows.reduce((sum, [from, to]) => sum + to - from, 0) / 1e6} s measured` : 'whole run';
  console.log(`\nCPU profile ${file} (${span}): ${(summary.busyMs / 1000).toFixed(1)} s busy, idle left out`);
  printList(`top ${top} functions by self time`, summary.functions.slice(0, top));
  printList(`self time by area`, summary.areas.slice(0, top));
  printList(`project functions on the stack (synchronous part; a caller that awaited is not on the stack)`, summary.projectInclusive.slice(0, top));
  printList(`any function on the stack (the same, packages and node included)`, summary.inclusive.slice(0, top));
}

// Run as a script (not when imported by run.ts).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values, positionals } = parseArgs({ options: { top: { type: 'string', default: '15' } }, allowPositionals: true });
  if (positionals.length !== 1) {
    console.error('usage: tsx bench/api/profile-summary.ts <file.cpuprofile> [--top N]');
    process.exit(2);
  }
  printProfileSummary(positionals[0], Number(values.top));
}
