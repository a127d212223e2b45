import { describe, expect, it } from 'vitest';
import { EAGER_COMPILE_HINT, eagerCompileHints } from '../../../islands/bundle/compile-hints';

type Bundle = Record<string, { type: 'chunk'; code: string } | { type: 'asset'; source: string }>;

/** Runs the plugin's generateBundle on `bundle` as the build of `consumer` would. */
function generate(consumer: 'client' | 'server', bundle: Bundle): Bundle {
  const hook = eagerCompileHints().generateBundle as { order: string; handler: (this: unknown, options: unknown, bundle: Bundle) => void };
  expect(hook.order).toBe('post');
  hook.handler.call({ environment: { config: { consumer } } }, {}, bundle);
  return bundle;
}

describe('eager compile hints', () => {
  it('puts the hint at the very top of every client chunk, above the preload map, and leaves assets alone', () => {
    const bundle = generate('client', {
      'react.js': { type: 'chunk', code: 'var r0={exports:{}};' },
      'hydrate.js': { type: 'chunk', code: 'const __vite__mapDeps=()=>[];import("./x.js");' },
      'site.css': { type: 'asset', source: 'body{}' },
    });
    expect(bundle['react.js']).toEqual({ type: 'chunk', code: `//# allFunctionsCalledOnLoad\nvar r0={exports:{}};` });
    expect((bundle['hydrate.js'] as { code: string }).code.startsWith(EAGER_COMPILE_HINT + 'const __vite__mapDeps')).toBe(true);
    expect(bundle['site.css']).toEqual({ type: 'asset', source: 'body{}' });
  });

  it('leaves the server build as it is', () => {
    expect(generate('server', { 'entry.mjs': { type: 'chunk', code: 'export {}' } })['entry.mjs']).toEqual({ type: 'chunk', code: 'export {}' });
  });
});
