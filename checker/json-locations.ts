/**
 * Where each value of a JSON document is written, so a rule about template.conf can point at the exact key
 * or value. Run only on text JSON.parse accepted.
 */

export interface JsonLocation {
  /** Offset of the key's opening quote (the value's offset for array elements and the root). */
  keyOffset: number;
  valueOffset: number;
  valueEnd: number;
}

export type JsonPath = readonly (string | number)[];

export class JsonLocations {
  private readonly byPath = new Map<string, JsonLocation>();

  constructor(readonly text: string) {
    let i = 0;
    const skip = () => {
      while (i < text.length && /\s/.test(text[i])) i++;
    };
    const string = () => {
      i++;
      while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
      i++;
    };
    const value = (path: (string | number)[], keyOffset: number): void => {
      skip();
      const start = i;
      const ch = text[i];
      if (ch === '{') {
        i++;
        skip();
        while (text[i] !== '}' && i < text.length) {
          skip();
          const keyStart = i;
          string();
          const key = JSON.parse(text.slice(keyStart, i)) as string;
          skip();
          i++; // ':'
          value([...path, key], keyStart);
          skip();
          if (text[i] === ',') i++;
          skip();
        }
        i++;
      } else if (ch === '[') {
        i++;
        skip();
        for (let n = 0; text[i] !== ']' && i < text.length; n++) {
          skip();
          value([...path, n], i);
          skip();
          if (text[i] === ',') i++;
          skip();
        }
        i++;
      } else if (ch === '"') {
        string();
      } else {
        while (i < text.length && !/[\s,\]}]/.test(text[i])) i++;
      }
      this.byPath.set(JSON.stringify(path), { keyOffset: keyOffset < 0 ? start : keyOffset, valueOffset: start, valueEnd: i });
    };
    value([], -1);
  }

  get(path: JsonPath): JsonLocation | undefined {
    return this.byPath.get(JSON.stringify(path));
  }

  /** The location of `path`, else of its nearest written ancestor (a missing key is reported on its parent). */
  nearest(path: JsonPath): JsonLocation {
    for (let n = path.length; n >= 0; n--) {
      const found = this.get(path.slice(0, n));
      if (found) return found;
    }
    return { keyOffset: 0, valueOffset: 0, valueEnd: 0 };
  }
}
