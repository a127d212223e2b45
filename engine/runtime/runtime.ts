/**
 * The state of one `execute` call: output buffer, context stack, errors,
 * partial depth. It is also the `RenderContext` plugins receive.
 */
import { templateError, type TemplateError } from '../errors';
import type { JsonValue, RenderContext } from '../plugins/api';
import { referenceFromArg, type Reference } from '../syntax/references';
import { Frame, indexOf, resolveReference } from './frame';
import type { SourceMap } from './source-map';

export type Exec = (rt: Runtime) => void;

/** What `apply` and `.include` run: a macro body or a compiled partial. */
export interface Partial {
  readonly name: string;
  readonly exec: Exec;
  readonly map: SourceMap;
}

export const MAX_PARTIAL_DEPTH = 16;
/** Bounds the total work of partials that apply themselves several times (3^16 would never end). */
export const MAX_PARTIAL_CALLS = 100_000;
export const DEFAULT_TIME_ZONE = 'America/New_York';
/**
 * Default work budget of one render: each section entered, each item of a
 * repeated section and each partial or macro call is a step. A real page
 * takes thousands; runaway templates (nested repeats of a big array,
 * recursive partials) stop here with an error instead of hanging.
 */
export const DEFAULT_MAX_STEPS = 2_000_000;
/** Default output bound of one render, in characters (UTF-16 code units). */
export const DEFAULT_MAX_OUTPUT = 32_000_000;

export interface RuntimeOptions {
  json: unknown;
  locale: string;
  now: number;
  enableExpr: boolean;
  enableInclude: boolean;
  injects: Record<string, string> | undefined;
  maxSteps: number;
  maxOutput: number;
  /** Finds a partial by name among the caller's partials, compiling it on first use. */
  loadPartial: (name: string) => { partial: Partial; problem?: string } | undefined;
}

export class Runtime implements RenderContext {
  out = '';
  frame: Frame;
  readonly errors: TemplateError[] = [];
  /** Source of the template or partial now executing, and the offset of its current instruction. */
  map: SourceMap;
  offset = 0;
  /** End of the current instruction's text (exclusive): errors underline offset..offsetEnd. */
  offsetEnd = 0;
  depth = 0;
  private partialCalls = 0;
  private steps = 0;
  /** Output held by callers while a partial renders into a fresh buffer. */
  private outerLength = 0;
  /** Set once a limit is reached: loops, sections and partials then stop. */
  halted = false;
  private reported: Set<string> | undefined;
  private zone: string | undefined;

  readonly locale: string;
  readonly hasLocaleData: boolean;
  readonly now: number;

  constructor(
    readonly options: RuntimeOptions,
    map: SourceMap,
  ) {
    this.frame = new Frame(options.json, null, 0);
    this.map = map;
    this.hasLocaleData = options.locale !== 'none';
    this.locale = this.hasLocaleData ? options.locale : 'en';
    this.now = options.now;
  }

  get timeZone(): string {
    if (this.zone === undefined) {
      const website = (this.options.json as { website?: { timeZone?: unknown } } | null | undefined)?.website;
      // As in Squarespace's engine, only a missing zone is the default; a zone that is not a
      // string (or names no zone) reads as "" and the date code falls back to UTC for it.
      const zone = website && typeof website === 'object' ? website.timeZone : undefined;
      this.zone = zone === undefined ? DEFAULT_TIME_ZONE : typeof zone === 'string' ? zone : '';
    }
    return this.zone;
  }

  node(): JsonValue {
    return this.frame.node;
  }

  root(): JsonValue {
    return this.options.json;
  }

  index(): number {
    return indexOf(this.frame);
  }

  lookup(ref: Reference): unknown {
    return resolveReference(this.frame, ref);
  }

  resolve(reference: string): JsonValue {
    const ref = referenceFromArg(reference);
    return ref ? resolveReference(this.frame, ref) : undefined;
  }

  resolveArg(arg: string): JsonValue {
    const first = arg.charCodeAt(0);
    if ((first === 34 || first === 39) && arg.length >= 2 && arg.charCodeAt(arg.length - 1) === first) {
      return arg.slice(1, -1);
    }
    if (arg === 'true') return true;
    if (arg === 'false') return false;
    if (arg === 'null') return null;
    if (NUMBER.test(arg)) return Number(arg);
    return this.resolve(arg);
  }

  /**
   * Counts one step of work; false once the step budget or the output bound
   * is exhausted (reported once), which stops the render's loops.
   */
  step(): boolean {
    if (this.halted) return false;
    if (++this.steps <= this.options.maxSteps && this.outerLength + this.out.length <= this.options.maxOutput) return true;
    this.halted = true;
    this.error(
      this.steps > this.options.maxSteps
        ? `Render stopped: more than ${this.options.maxSteps} steps (sections, repeated items, partial calls); the template loops too much.`
        : `Render stopped: the output exceeds ${this.options.maxOutput} characters.`,
      'limit',
    );
    return false;
  }

  error(message: string, type = 'execution'): void {
    const where = this.map.name ? `In partial "${this.map.name}": ` : '';
    this.errors.push(templateError(type, where + message, this.map.span(this.offset, this.offsetEnd)));
  }

  push(node: unknown, index = 0): void {
    this.frame = new Frame(node, this.frame, index);
  }

  pop(): void {
    this.frame = this.frame.parent ?? this.frame;
  }

  /** Finds a macro in scope (innermost first), else a partial of the execute call. */
  findPartial(name: string): Partial | undefined {
    for (let f: Frame | null = this.frame; f; f = f.outer) {
      const m = f.macros?.[name];
      if (m) return m;
    }
    const found = this.options.loadPartial(name);
    if (!found) return undefined;
    if (found.problem && !(this.reported ??= new Set()).has(name)) {
      this.reported.add(name);
      this.error(found.problem, 'partial');
    }
    // A partial with syntax errors renders nothing (its exec is empty), as in Squarespace's engine.
    return found.partial;
  }

  assign(name: string, value: unknown): void {
    this.frame.bind(name, value);
  }

  renderPartial(name: string, node: JsonValue, isolated = false, args?: Record<string, string>): string | undefined {
    const partial = this.findPartial(name);
    if (!partial) {
      this.error(`Unknown partial or macro "${name}": define it with {.macro ${name}} or pass it in partials.`, 'partial');
      return undefined;
    }
    if (this.depth >= MAX_PARTIAL_DEPTH) {
      this.refuseDeeperPartial(`Partial recursion depth exceeded: "${name}" would nest deeper than ${MAX_PARTIAL_DEPTH} levels.`);
      return undefined;
    }
    if (!this.step()) return undefined;
    if (++this.partialCalls > MAX_PARTIAL_CALLS) {
      if (this.partialCalls === MAX_PARTIAL_CALLS + 1) {
        this.error(`Too many partial calls: more than ${MAX_PARTIAL_CALLS} in one render.`, 'partial');
      }
      return undefined;
    }
    const saved = { out: this.out, frame: this.frame, map: this.map, offset: this.offset, offsetEnd: this.offsetEnd };
    const frame = new Frame(node, isolated ? null : this.frame, 0, this.frame);
    if (args) frame.bind('args', args);
    this.outerLength += saved.out.length;
    this.out = '';
    this.frame = frame;
    this.map = partial.map;
    this.depth++;
    try {
      partial.exec(this);
      return this.out;
    } finally {
      this.depth--;
      this.outerLength -= saved.out.length;
      this.out = saved.out;
      this.frame = saved.frame;
      this.map = saved.map;
      this.offset = saved.offset;
      this.offsetEnd = saved.offsetEnd;
    }
  }

  /**
   * Reports a partial call past the depth limit. The refused call still counts one level, for the rest
   * of the render, as in Squarespace's engine (its `enterPartial` counts the call before refusing it and
   * nothing uncounts it): after a runaway recursion, later calls get fewer levels, and those made while
   * it unwinds get none.
   */
  private refuseDeeperPartial(message: string): void {
    this.error(message, 'partial');
    this.depth++;
  }

  /** `.include`: runs a macro or partial in the current frame; output kept only when asked. */
  include(name: string, keepOutput: boolean): void {
    const partial = this.findPartial(name);
    if (!partial) {
      this.error(`Unknown partial or macro "${name}" in {.include}.`, 'partial');
      return;
    }
    if (this.depth >= MAX_PARTIAL_DEPTH) {
      this.refuseDeeperPartial(`Partial recursion depth exceeded: "${name}" would nest deeper than ${MAX_PARTIAL_DEPTH} levels.`);
      return;
    }
    if (!this.step()) return;
    const saved = { out: this.out, map: this.map, offset: this.offset, offsetEnd: this.offsetEnd };
    const held = saved.out.length;
    this.outerLength += held;
    this.out = '';
    this.map = partial.map;
    this.depth++;
    try {
      partial.exec(this);
      if (keepOutput) saved.out += this.out;
    } finally {
      this.depth--;
      this.outerLength -= held;
      this.out = saved.out;
      this.map = saved.map;
      this.offset = saved.offset;
      this.offsetEnd = saved.offsetEnd;
    }
  }
}

const NUMBER = /^-?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;
