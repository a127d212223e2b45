/**
 * Renders a parsed ICU message with its arguments: plural categories come
 * from `Intl.PluralRules`, formatted arguments (`{0 decimal ...}`) go to a
 * callback so each caller decides which formatters a message may use.
 */
import { readDecimal } from '../decimal-input';
import { messageAmount } from './amount';
import { plainDecimal, pluralCategory } from '../plural';
import type { ChoiceNode, MessageNode } from './ast';

/** Where a message's arguments come from: `0`, `1`... are positions, other names are named arguments. */
export interface MessageArguments {
  get(name: string): unknown;
}

/**
 * Formats `{name format options...}`: receives the value of each name (several
 * for `{0;1 datetime-interval}`) and gives the text, or `undefined` for an
 * unknown format (which prints nothing).
 */
export type ArgumentFormatter = (format: string, options: readonly string[], values: readonly unknown[]) => string | undefined;

/** Positional arguments from a list, named arguments from a map. */
/**
 * As @phensley/messageformat (the reference's): a name is looked up among the
 * named arguments first, and one starting with digits (`1`, `1x`: parseInt)
 * then falls back to that position.
 */
export function messageArguments(positional: readonly unknown[], named?: ReadonlyMap<string, unknown>): MessageArguments {
  return {
    get(name) {
      const index = parseInt(name, 10);
      const key = Number.isFinite(index) ? String(index) : name;
      if (named?.has(key)) return named.get(key);
      return Number.isFinite(index) ? positional[index] : undefined;
    },
  };
}

export function formatMessage(
  nodes: readonly MessageNode[],
  args: MessageArguments,
  locale: string,
  formatArgument?: ArgumentFormatter,
): string {
  return render(nodes, { args, locale, formatArgument }, undefined);
}

interface RenderState {
  readonly args: MessageArguments;
  readonly locale: string;
  readonly formatArgument: ArgumentFormatter | undefined;
}

function render(nodes: readonly MessageNode[], state: RenderState, pound: string | undefined): string {
  let out = '';
  for (const node of nodes) {
    if (typeof node === 'string') {
      out += node;
      continue;
    }
    switch (node.kind) {
      case 'argument': {
        const values = node.names.map((name) => state.args.get(name));
        if (node.format === undefined) out += plainText(messageAmount(values[0]));
        else out += state.formatArgument?.(node.format, node.options, values) ?? '';
        break;
      }
      case 'pound':
        out += pound ?? '#';
        break;
      case 'invalid':
        break;
      default:
        out += renderChoice(node, state);
    }
  }
  return out;
}

function renderChoice(node: ChoiceNode, state: RenderState): string {
  const value = messageAmount(state.args.get(node.name));
  if (node.kind === 'select') {
    const key = plainText(value);
    const branch = node.branches.get(key) ?? node.branches.get('other');
    return branch === undefined ? '' : render(branch, state, key);
  }
  const type = node.kind === 'selectordinal' ? 'ordinal' : 'cardinal';
  const input = pluralInput(value);
  if (input === 'NaN') {
    // As in the reference, NaN matches no `=N` branch and takes the category of 0 (its operands are all zero):
    // "one" in French, "other" in English.
    const branch = node.branches.get(pluralCategory('0', state.locale, type)) ?? node.branches.get('other');
    return branch === undefined ? '' : render(branch, state, 'NaN');
  }
  const decimal = plainDecimal(input);
  const exact = node.exact.get(Number(decimal));
  const shifted = node.offset === 0 ? decimal : plainDecimal(String(Number(decimal) - node.offset));
  if (exact !== undefined) return render(exact, state, shifted);
  const category = pluralCategory(shifted, state.locale, type);
  const branch = node.branches.get(category) ?? node.branches.get('other');
  return branch === undefined ? '' : render(branch, state, shifted);
}

/**
 * A plural argument as the reference's converter reads it: booleans are 1 and 0, numbers and numeric
 * strings count as written, anything else as 0; an argument the formatter was not given at all is NaN.
 */
function pluralInput(value: unknown): string {
  if (value === undefined) return 'NaN';
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number' || typeof value === 'string') return readDecimal(value) ?? '0';
  return '0';
}

// How a bare `{0}` prints: strings and numbers as written, anything else as nothing.
function plainText(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
    case 'boolean':
      return String(value);
    default:
      return '';
  }
}
