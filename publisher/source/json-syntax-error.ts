/**
 * Locates the first syntax error in JSON text. Node 20's JSON.parse messages carry no position,
 * so this small recursive-descent scanner (run only after JSON.parse failed) finds where and why.
 */

export interface JsonSyntaxProblem {
  offset: number;
  message: string;
}

class Problem extends Error {
  constructor(
    readonly offset: number,
    message: string,
  ) {
    super(message);
  }
}

const WHITESPACE = new Set([' ', '\t', '\n', '\r']);
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);

function describe(ch: string | undefined): string {
  return ch === undefined ? 'end of input' : `character ${JSON.stringify(ch)}`;
}

export function findJsonSyntaxError(text: string): JsonSyntaxProblem | undefined {
  let i = 0;
  const skip = () => {
    while (i < text.length && WHITESPACE.has(text[i])) i++;
  };
  const expect = (ch: string, what: string) => {
    skip();
    if (text[i] !== ch) throw new Problem(i, `expected ${what} but found ${describe(text[i])}`);
    i++;
  };
  const string = () => {
    i++; // opening quote
    while (i < text.length) {
      const ch = text[i];
      if (ch === '"') return void i++;
      if (ch === '\\') {
        const next = text[i + 1];
        if (next === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) throw new Problem(i, 'bad \\u escape in string');
          i += 6;
          continue;
        }
        if (next === undefined || !ESCAPES.has(next)) throw new Problem(i, 'bad escape in string');
        i += 2;
        continue;
      }
      if (ch < ' ') throw new Problem(i, 'control character (such as a newline) inside a string');
      i++;
    }
    throw new Problem(i, 'unterminated string');
  };
  /** `{...}` or `[...]`: items separated by commas up to `close`. */
  const sequence = (close: string, item: () => void) => {
    i++;
    skip();
    if (text[i] === close) return void i++;
    for (;;) {
      item();
      skip();
      if (text[i] === ',') {
        i++;
        continue;
      }
      if (text[i] === close) return void i++;
      throw new Problem(i, `expected ',' or '${close}' but found ${describe(text[i])}`);
    }
  };
  const member = () => {
    skip();
    if (text[i] !== '"') throw new Problem(i, `expected a property name in double quotes but found ${describe(text[i])}`);
    string();
    expect(':', "':'");
    value();
  };
  const value = (): void => {
    skip();
    const ch = text[i];
    if (ch === '{') return sequence('}', member);
    if (ch === '[') return sequence(']', value);
    if (ch === '"') return string();
    for (const word of ['true', 'false', 'null']) {
      if (text.startsWith(word, i)) return void (i += word.length);
    }
    NUMBER.lastIndex = i;
    if (NUMBER.exec(text)) return void (i = NUMBER.lastIndex);
    throw new Problem(i, `expected a value but found ${describe(ch)}`);
  };
  try {
    value();
    skip();
    if (i < text.length) throw new Problem(i, `unexpected ${describe(text[i])} after the JSON value`);
    return undefined;
  } catch (error) {
    if (error instanceof Problem) return { offset: error.offset, message: error.message };
    throw error;
  }
}
