/**
 * A RenderContext for testing widget formatters without the engine: a stack
 * of JSON frames, resolved the way JSON-T variables are.
 */
import type { RenderContext } from '../../../../../engine/plugins/api';

function child(value: unknown, key: string): unknown {
  if (value === null || typeof value !== 'object' || !Object.prototype.hasOwnProperty.call(value, key)) return undefined;
  return (value as Record<string, unknown>)[key];
}

export class FakeContext implements RenderContext {
  readonly locale = 'en';
  readonly hasLocaleData = true;
  readonly now = 0;
  readonly timeZone = 'America/New_York';
  readonly errors: string[] = [];
  private readonly stack: unknown[];

  constructor(root: unknown, ...frames: unknown[]) {
    this.stack = [root, ...frames];
  }

  node(): unknown {
    return this.stack[this.stack.length - 1];
  }

  root(): unknown {
    return this.stack[0];
  }

  /** `@` is the top frame; a path's first segment is looked up from the innermost frame outward. */
  resolve(reference: string): unknown {
    if (reference === '@') return this.node();
    const keys = reference.split('.');
    for (let i = this.stack.length - 1; i >= 0; i--) {
      let value = child(this.stack[i], keys[0]);
      if (value === undefined) continue;
      for (const key of keys.slice(1)) value = child(value, key);
      return value;
    }
    return undefined;
  }

  resolveArg(arg: string): unknown {
    if (/^(["']).*\1$/.test(arg)) return arg.slice(1, -1);
    if (arg === 'true' || arg === 'false') return arg === 'true';
    if (arg === 'null') return null;
    if (arg !== '' && !Number.isNaN(Number(arg))) return Number(arg);
    return this.resolve(arg);
  }

  index(): number {
    return 0;
  }

  error(message: string): void {
    this.errors.push(message);
  }

  renderPartial(): string | undefined {
    return undefined;
  }
}
