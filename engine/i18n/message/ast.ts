/** The tree of a parsed ICU message: text, arguments, plural/select choices and `#`. */

export type MessageNode = string | ArgumentNode | ChoiceNode | PoundNode | InvalidNode;

/** `{0}`, `{name}`, `{0 decimal style:short}`, `{0;1 datetime-interval}`. */
export interface ArgumentNode {
  readonly kind: 'argument';
  /** One name, or several joined by `;`: digits are positions, other names are named arguments. */
  readonly names: readonly string[];
  /** The formatter applied to the value(s), if any. */
  readonly format?: string;
  /** The formatter's options as written: `['style:short']`. */
  readonly options: readonly string[];
}

export type ChoiceKind = 'plural' | 'selectordinal' | 'select';

/** `{0 plural one{# item} other{# items}}` and its `selectordinal` / `select` siblings. */
export interface ChoiceNode {
  readonly kind: ChoiceKind;
  readonly name: string;
  /** Subtracted from the value before choosing a category and printing `#`. */
  readonly offset: number;
  /** `=N` branches, keyed by the number N. */
  readonly exact: ReadonlyMap<number, readonly MessageNode[]>;
  /** Category (plural) or value (select) branches. */
  readonly branches: ReadonlyMap<string, readonly MessageNode[]>;
}

/** `#` inside a choice: the value being chosen on. */
export interface PoundNode {
  readonly kind: 'pound';
}

/** An argument that could not be parsed; it prints nothing. */
export interface InvalidNode {
  readonly kind: 'invalid';
}

export interface MessageError {
  readonly message: string;
  /** Offset in the source where the problem was found. */
  readonly offset: number;
}

export interface ParsedMessage {
  readonly nodes: readonly MessageNode[];
  readonly errors: readonly MessageError[];
}
