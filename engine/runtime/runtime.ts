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
  /**
   * A variable tag's formatters run over a `vars` array; chains run nested (a formatter renders a partial
   * whose tags run theirs). Each nesting level's array is made once per render and reused
   * (compiler/plugin-calls.ts `applyFormattersTo`).
   */
  chainDepth = 0;
  private readonly chainVars: unknown[][] = [];
  /**
   * The frames of sections, repeated sections, partials and formatter chains, made once per render and
   * handed out again (`enter`/`leave`): they are entered and left in stack order, and nothing keeps a
   * frame after leaving it (plugins see the runtime, not frames). A large page enters thousands, and
   * their garbage was a tenth of what a render allocated.
   */
  private readonly frames: Frame[] = [];
  private framesInUse = 0;

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

  resolveOuter(reference: string): JsonValue {
    const ref = referenceFromArg(reference);
    return ref ? resolveReference(this.frame.parent ?? this.frame, ref) : undefined;
  }

  resolveArg(arg: string): JsonValue {
    let form = argForms.get(arg);
    if (form === undefined) {
      form = argForm(arg);
      if (argForms.size >= ARG_FORMS_LIMIT) argForms.clear();
      argForms.set(arg, form);
    }
    if (form instanceof Literal) return form.value;
    return form === null ? undefined : resolveReference(this.frame, form);
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

  /** The one-value `vars` array of chain level `depth`. */
  varsAt(depth: number): unknown[] {
    const all = this.chainVars;
    if (depth < all.length) return all[depth];
    const vars = Array.of<unknown>(undefined);
    all.push(vars);
    return vars;
  }

  /**
   * A fresh frame of `node` above `parent` (macros looked up through `outer`), not yet current; the
   * caller makes it current, and calls `leave` once it has put the previous frame back.
   */
  enter(node: unknown, parent: Frame | null, outer: Frame | null = parent): Frame {
    const frames = this.frames;
    const i = this.framesInUse++;
    if (i < frames.length) {
      const frame = frames[i];
      frame.reset(node, parent, outer);
      return frame;
    }
    const frame = new Frame(node, parent, 0, outer);
    frames.push(frame);
    return frame;
  }

  /** Gives back the frame `enter` gave last. */
  leave(): void {
    this.framesInUse--;
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
    const frame = this.enter(node, isolated ? null : this.frame, this.frame);
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
      this.leave();
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

/** A predicate or formatter argument that is a literal, with its value. */
class Literal {
  constructor(readonly value: JsonValue) {}
}

/** What an argument is: a literal, a reference, or neither (null: it resolves to nothing). */
function argForm(arg: string): Literal | Reference | null {
  const first = arg.charCodeAt(0);
  if ((first === 34 || first === 39) && arg.length >= 2 && arg.charCodeAt(arg.length - 1) === first) {
    return new Literal(arg.slice(1, -1));
  }
  if (arg === 'true') return new Literal(true);
  if (arg === 'false') return new Literal(false);
  if (arg === 'null') return new Literal(null);
  if (NUMBER.test(arg)) return new Literal(Number(arg));
  return referenceFromArg(arg);
}

// Argument forms by text: predicates such as `equal?` read theirs on every item of a list, and templates
// share few distinct arguments (references are cached by text the same way, syntax/references.ts).
const argForms = new Map<string, Literal | Reference | null>();
const ARG_FORMS_LIMIT = 10_000;
