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
    /** What `@` is here; a repeated section moves its item frame from item to item (compiler/blocks.ts). */
    public node: unknown,
    /** Next frame searched when resolving names; null at the root or an isolated partial. */
    public parent: Frame | null,
    /**
     * On the frame of a repeated section's array: the 1-based position of the
     * item being rendered (set as the loop advances). 0 on every other frame.
     */
    public index: number,
    /** Next frame searched for macros (the caller, even for isolated partials). */
    public outer: Frame | null = parent,
  ) {}

  /** Makes a frame handed out again (`Runtime.enter`) a fresh frame of `node` above `parent`. */
  reset(node: unknown, parent: Frame | null, outer: Frame | null): void {
    this.node = node;
    this.parent = parent;
    this.outer = outer;
    this.index = 0;
    this.vars = null;
    this.macros = null;
  }

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

/**
 * The first name of a reference read on a frame's node: Squarespace reads it
 * as a property, so on an array (a repeated section's frame) `length` is the
 * array's length; every later name is a path step, where it is not.
 */
function lookupHead(value: unknown, key: string): unknown {
  if (key === 'length' && Array.isArray(value)) return value.length;
  return lookupKey(value, key);
}

/**
 * Resolves the name of a `.section` or `.repeated section`: in the current
 * frame only, never up the stack (Squarespace's `pushSection`). `@index` is
 * the current frame's own position, so it is missing inside an item.
 */
export function resolveSectionName(frame: Frame, ref: Reference): unknown {
  let head: unknown;
  switch (ref.head) {
    case HeadKind.Current:
      head = frame.node;
      break;
    case HeadKind.Key: {
      const v = lookupHead(frame.node, ref.name);
      head = v === NOT_FOUND ? undefined : v;
      break;
    }
    case HeadKind.Bound:
      head = frame.vars !== null && hasOwn.call(frame.vars, ref.name) ? frame.vars[ref.name] : undefined;
      break;
    case HeadKind.Index:
      head = frame.index > 0 ? frame.index : undefined;
      break;
    case HeadKind.Index0:
      head = frame.index > 0 ? frame.index - 1 : undefined;
      break;
  }
  return ref.keys.length === 0 ? head : descend(head, ref.keys);
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
      // Consecutive frames often hold the same node (an applied partial's frame above the item that
      // applied it, the value a variable tag pushes for its formatters): a node that lacked the name
      // once lacks it again, so it is asked once.
      let asked: unknown = NOT_FOUND;
      for (let f: Frame | null = frame; f; f = f.parent) {
        const node = f.node;
        if (node === asked) continue;
        asked = node;
        const v = lookupHead(node, ref.name);
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
