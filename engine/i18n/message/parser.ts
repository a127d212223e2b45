/**
 * Parser for ICU message syntax as templates write it: `{0}`, `{name}`,
 * `{0 decimal style:short}`, `{0 plural one{# item} other{# items}}`,
 * `selectordinal`, `select`, `=N` branches, `offset:N`, `#` and apostrophe quoting.
 * It never throws: problems become errors and the affected argument prints nothing
 * (or, for an argument that never closes, prints as plain text).
 */
import { PLURAL_CATEGORIES } from '../plural';
import type { ArgumentNode, ChoiceKind, InvalidNode, MessageError, MessageNode, ParsedMessage } from './ast';

const CHOICE_KINDS = new Set<string>(['plural', 'selectordinal', 'select']);
const CATEGORIES = new Set<string>(PLURAL_CATEGORIES);
const MAX_DEPTH = 32;
const INVALID: InvalidNode = { kind: 'invalid' };

/** Thrown inside the parser when an argument runs to the end of the source; caught at the top level. */
class Unterminated {
  constructor(readonly reason: string) {}
}

export function parseMessage(source: string): ParsedMessage {
  const parser = new MessageParser(source);
  return { nodes: parser.parseTopLevel(), errors: parser.errors };
}

class MessageParser {
  readonly errors: MessageError[] = [];
  private pos = 0;
  private depth = 0;

  constructor(private readonly src: string) {}

  parseTopLevel(): MessageNode[] {
    return this.parseNodes(false, false);
  }

  /** Nodes up to the end of the source (top level) or up to and including the `}` closing a branch. */
  private parseNodes(nested: boolean, inChoice: boolean): MessageNode[] {
    const { src } = this;
    const nodes: MessageNode[] = [];
    let text = '';
    const flush = (): void => {
      if (text !== '') nodes.push(text);
      text = '';
    };
    while (this.pos < src.length) {
      const ch = src[this.pos];
      if (ch === '}') {
        this.pos++;
        if (nested) {
          flush();
          return nodes;
        }
        text += ch;
      } else if (ch === '{') {
        flush();
        nodes.push(nested ? this.parseArgument() : this.parseTopLevelArgument());
      } else if (ch === '#' && inChoice) {
        flush();
        nodes.push({ kind: 'pound' });
        this.pos++;
      } else if (ch === "'") {
        text += this.readQuoted();
      } else {
        text += ch;
        this.pos++;
      }
    }
    if (nested) throw new Unterminated('unterminated branch');
    flush();
    return nodes;
  }

  // An argument at the top level that never closes prints as the text it is (`{0 plural one{x}`).
  private parseTopLevelArgument(): MessageNode {
    const start = this.pos;
    try {
      return this.parseArgument();
    } catch (error) {
      if (!(error instanceof Unterminated)) throw error;
      this.errors.push({ message: error.reason, offset: start });
      this.pos = this.src.length;
      return this.src.slice(start);
    }
  }

  /**
   * Quoting as Squarespace's engine (@phensley/messageformat) reads it: '' is an apostrophe; any other
   * apostrophe quotes up to the next one (or the end), so "it's {a}" prints "its {a}". ICU only starts a
   * quote before a syntax character; the reference, and Java's port of its parser, quote always.
   */
  private readQuoted(): string {
    const { src } = this;
    if (src[this.pos + 1] === "'") {
      this.pos += 2;
      return "'";
    }
    const start = this.pos + 1;
    let end = src.indexOf("'", start);
    if (end < 0) end = src.length;
    this.pos = Math.min(end + 1, src.length);
    return src.slice(start, end);
  }

  private parseArgument(): MessageNode {
    const start = this.pos;
    if (++this.depth > MAX_DEPTH) throw new Unterminated('message nested too deeply');
    try {
      this.pos++;
      this.skipSpace();
      const name = this.readWhile((ch) => !isSpace(ch) && ch !== ',' && ch !== '{' && ch !== '}');
      this.skipSpace();
      if (this.src[this.pos] === ',') {
        this.pos++;
        this.skipSpace();
      }
      this.expectMore();
      if (name === '') return this.fail('empty argument name', start);
      const names = name.split(';');
      if (this.src[this.pos] === '}') {
        this.pos++;
        return { kind: 'argument', names, options: [] };
      }
      const format = this.readWhile((ch) => /[A-Za-z0-9_-]/.test(ch));
      if (format === '') return this.fail(`expected a format name after "${name}"`, start);
      if (CHOICE_KINDS.has(format)) return this.parseChoice(format as ChoiceKind, name, start);
      return this.parseFormatted(names, format, start);
    } finally {
      this.depth--;
    }
  }

  private parseFormatted(names: string[], format: string, start: number): MessageNode {
    this.skipSpace();
    if (this.src[this.pos] === ',') this.pos++;
    const raw = this.readWhile((ch) => ch !== '}' && ch !== '{');
    this.expectMore();
    if (this.src[this.pos] === '{') return this.fail(`unexpected "{" in the options of "${format}"`, start);
    this.pos++;
    const options = raw.trim() === '' ? [] : raw.trim().split(/\s+/);
    const node: ArgumentNode = { kind: 'argument', names, format, options };
    return node;
  }

  private parseChoice(kind: ChoiceKind, name: string, start: number): MessageNode {
    let offset = 0;
    let valid = true;
    const exact = new Map<number, readonly MessageNode[]>();
    const branches = new Map<string, readonly MessageNode[]>();
    for (;;) {
      this.skipSpaceAndCommas();
      this.expectMore();
      if (this.src[this.pos] === '}') {
        this.pos++;
        break;
      }
      const keyOffset = this.pos;
      const key = this.readWhile((ch) => !isSpace(ch) && ch !== '{' && ch !== '}');
      if (key.startsWith('offset:') && kind !== 'select') {
        offset = Number(key.slice('offset:'.length));
        if (!Number.isFinite(offset)) return this.fail(`invalid offset "${key}"`, keyOffset);
        continue;
      }
      this.skipSpace();
      this.expectMore();
      if (this.src[this.pos] !== '{') return this.fail(`expected "{" after "${key}"`, keyOffset);
      this.pos++;
      const body = this.parseNodes(true, true);
      if (key.startsWith('=')) {
        const value = Number(key.slice(1));
        if (key.length === 1 || !Number.isFinite(value)) {
          this.errors.push({ message: `invalid exact value "${key}"`, offset: keyOffset });
          valid = false;
        } else exact.set(value, body);
      } else if (kind !== 'select' && !CATEGORIES.has(key)) {
        this.errors.push({ message: `unknown plural category "${key}"`, offset: keyOffset });
        valid = false;
      } else branches.set(key, body);
    }
    if (!branches.has('other')) this.errors.push({ message: `${kind} argument without an "other" branch`, offset: start });
    return valid ? { kind, name, offset, exact, branches } : INVALID;
  }

  /** Records an error and skips to the end of the argument that opened at `start`. */
  private fail(message: string, offset: number): InvalidNode {
    this.errors.push({ message, offset });
    let depth = 1;
    while (this.pos < this.src.length) {
      const ch = this.src[this.pos++];
      if (ch === '{') depth++;
      else if (ch === '}' && --depth === 0) return INVALID;
    }
    throw new Unterminated('unterminated argument');
  }

  private expectMore(): void {
    if (this.pos >= this.src.length) throw new Unterminated('unterminated argument');
  }

  private readWhile(accept: (ch: string) => boolean): string {
    const begin = this.pos;
    while (this.pos < this.src.length && accept(this.src[this.pos] as string)) this.pos++;
    return this.src.slice(begin, this.pos);
  }

  private skipSpace(): void {
    while (this.pos < this.src.length && isSpace(this.src[this.pos] as string)) this.pos++;
  }

  private skipSpaceAndCommas(): void {
    while (this.pos < this.src.length && (isSpace(this.src[this.pos] as string) || this.src[this.pos] === ',')) this.pos++;
  }
}

function isSpace(ch: string): boolean {
  return ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r';
}
