/**
 * A `RenderContext` for unit-testing formatters and predicates without the
 * engine: a stack of JSON nodes resolved the way JSON-T variables are, a
 * repeated-section index, bound `@variables`, partials as functions, and the
 * errors plugins record.
 */
import type { JsonValue, RenderContext } from '../../../engine/plugins/api';

/** A partial stands in as a function of the node it is applied to. */
export type FakePartial = (node: unknown, call: { isolated: boolean; params?: Record<string, string> }) => string;

export interface FakeContextOptions {
  /** Nodes pushed above the root, innermost last (what `@` refers to). */
  stack?: unknown[];
  /** 1-based index of the innermost repeated section; 0 outside one. */
  index?: number;
  /** Bound variables, without the `@`. */
  vars?: Record<string, unknown>;
  partials?: Record<string, FakePartial>;
  locale?: string;
  hasLocaleData?: boolean;
  now?: number;
  timeZone?: string;
}

const hasOwn = Object.prototype.hasOwnProperty;
const NUMBER = /^-?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

function hasChild(value: unknown, key: string): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return /^\d+$/.test(key) && Number(key) < value.length;
  return hasOwn.call(value, key);
}

function child(value: unknown, key: string): unknown {
  return hasChild(value, key) ? (value as Record<string, unknown>)[key] : undefined;
}

function descend(value: unknown, keys: readonly string[]): unknown {
  let current = value;
  for (const key of keys) current = current === undefined ? undefined : child(current, key);
  return current;
}

export class FakeContext implements RenderContext {
  readonly locale: string;
  readonly hasLocaleData: boolean;
  readonly now: number;
  readonly timeZone: string;
  /** Messages passed to `error`, in order. */
  readonly errors: string[] = [];
  /** Every `renderPartial` call, in order. */
  readonly partialCalls: { name: string; node: unknown; isolated: boolean; params?: Record<string, string> }[] = [];
  private readonly stack: unknown[];
  private readonly options: FakeContextOptions;

  constructor(root: unknown = undefined, options: FakeContextOptions = {}) {
    this.stack = [root, ...(options.stack ?? [])];
    this.options = options;
    this.locale = options.locale ?? 'en-US';
    this.hasLocaleData = options.hasLocaleData ?? true;
    this.now = options.now ?? Date.UTC(2024, 0, 15, 12, 0, 0);
    this.timeZone = options.timeZone ?? 'America/New_York';
  }

  node(): JsonValue {
    return this.stack[this.stack.length - 1];
  }

  root(): JsonValue {
    return this.stack[0];
  }

  index(): number {
    return this.options.index ?? 0;
  }

  /** `@`, `@.a`, `@index`, `@index0`, `@var.a`, or `a.b.0` looked up from the innermost node outward. */
  resolve(reference: string): JsonValue {
    const [head, ...keys] = reference.split('.');
    if (head === '@') return descend(this.node(), keys);
    if (head === '@index') return this.index() > 0 && keys.length === 0 ? this.index() : undefined;
    if (head === '@index0') return this.index() > 0 && keys.length === 0 ? this.index() - 1 : undefined;
    if (head.startsWith('@')) return descend(this.options.vars?.[head.slice(1)], keys);
    for (let i = this.stack.length - 1; i >= 0; i--) {
      if (hasChild(this.stack[i], head)) return descend(child(this.stack[i], head), keys);
    }
    return undefined;
  }

  /** As `resolve`, from the node under the innermost one (the root alone when nothing is pushed). */
  resolveOuter(reference: string): JsonValue {
    if (this.stack.length === 1) return this.resolve(reference);
    return new FakeContext(this.stack[0], { ...this.options, stack: this.stack.slice(1, -1) }).resolve(reference);
  }

  resolveArg(arg: string): JsonValue {
    const quote = arg.charAt(0);
    if ((quote === '"' || quote === "'") && arg.length >= 2 && arg.endsWith(quote)) return arg.slice(1, -1);
    if (arg === 'true') return true;
    if (arg === 'false') return false;
    if (arg === 'null') return null;
    if (NUMBER.test(arg)) return Number(arg);
    return this.resolve(arg);
  }

  error(message: string): void {
    this.errors.push(message);
  }

  renderPartial(name: string, node: JsonValue, isolated = false, params?: Record<string, string>): string | undefined {
    this.partialCalls.push({ name, node, isolated, params });
    const partial = this.options.partials?.[name];
    if (!partial) {
      this.errors.push(`Unknown partial or macro "${name}"`);
      return undefined;
    }
    return partial(node, { isolated, params });
  }
}
