/**
 * The context stack: one frame per section, repeated-section item, or applied
 * partial. Frames hold bound `@variables` and macros defined in their scope.
 */
import { HeadKind, type Reference } from '../syntax/references';
import type { Partial } from './runtime';

export class Frame {
  /** Bound `@variables` of this scope, created on first use. */
  vars: Record<string, unknown> | null = null;
  /** Macros defined in this scope, created on first use. */
  macros: Record<string, Partial> | null = null;

  constructor(
    readonly node: unknown,
    /** Next frame searched when resolving names; null at the root or an isolated partial. */
    readonly parent: Frame | null,
    /** 1-based position in a repeated section, or 0. */
    readonly index: number,
    /** Next frame searched for macros (the caller, even for isolated partials). */
    readonly outer: Frame | null = parent,
  ) {}

  bind(name: string, value: unknown): void {
    (this.vars ??= Object.create(null) as Record<string, unknown>)[name] = value;
  }
}

const hasOwn = Object.prototype.hasOwnProperty;
const NOT_FOUND: unique symbol = Symbol('not found');

/**
 * A key's value in an object, or a digit key's element in an array; NOT_FOUND
 * when absent. A plain property read, with the own-property check only where
 * an inherited member (constructor, toString, __proto__) could answer.
 */
function lookupKey(value: unknown, key: string): unknown {
  if (value === null || typeof value !== 'object') return NOT_FOUND;
  if (Array.isArray(value)) {
    const c = key.charCodeAt(0);
    if (c < 48 || c > 57) return NOT_FOUND;
    const i = Number(key);
    return i < value.length ? value[i] : NOT_FOUND;
  }
  const v = (value as Record<string, unknown>)[key];
  if (v === undefined || typeof v === 'function' || key === '__proto__') return hasOwn.call(value, key) ? v : NOT_FOUND;
  return v;
}

/** Looks one key up in a value: object property or array index. */
export function child(value: unknown, key: string): unknown {
  const v = lookupKey(value, key);
  return v === NOT_FOUND ? undefined : v;
}

function descend(value: unknown, keys: readonly string[]): unknown {
  let v = value;
  for (let i = 0; i < keys.length; i++) {
    if (v === undefined) return undefined;
    v = child(v, keys[i]);
  }
  return v;
}

export function indexOf(frame: Frame): number {
  for (let f: Frame | null = frame; f; f = f.parent) if (f.index > 0) return f.index;
  return 0;
}

export function boundValue(frame: Frame, name: string): unknown {
  for (let f: Frame | null = frame; f; f = f.parent) {
    const vars = f.vars;
    if (vars !== null && hasOwn.call(vars, name)) return vars[name];
  }
  return undefined;
}

/**
 * Resolves a reference against the stack: the first frame whose node has the
 * first key wins (even when its value is null), then the other keys descend.
 */
export function resolveReference(frame: Frame, ref: Reference): unknown {
  switch (ref.head) {
    case HeadKind.Current:
      return ref.keys.length === 0 ? frame.node : descend(frame.node, ref.keys);
    case HeadKind.Key: {
      for (let f: Frame | null = frame; f; f = f.parent) {
        const v = lookupKey(f.node, ref.name);
        if (v !== NOT_FOUND) return ref.keys.length === 0 ? v : descend(v, ref.keys);
      }
      return undefined;
    }
    case HeadKind.Bound:
      return descend(boundValue(frame, ref.name), ref.keys);
    case HeadKind.Index: {
      const i = indexOf(frame);
      return i > 0 && ref.keys.length === 0 ? i : undefined;
    }
    case HeadKind.Index0: {
      const i = indexOf(frame);
      return i > 0 && ref.keys.length === 0 ? i - 1 : undefined;
    }
  }
}
