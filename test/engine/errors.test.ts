import { describe, expect, it } from 'vitest';
import { compile, execute, MAX_PARTIAL_DEPTH, Registry, createRegistry } from '../../engine';
import { render } from './render';

describe('syntax errors carry line and column and never throw', () => {
  it('reports an unclosed block at its opening tag', () => {
    const { compileErrors, output } = render('a\n  {.section x}body', { x: 1 });
    expect(compileErrors).toEqual([
      expect.objectContaining({ type: 'syntax', line: 2, column: 3, message: expect.stringContaining('Unclosed SECTION block') }),
    ]);
    expect(output).toBe('a\n  body');
  });

  it('reports an unexpected end of input for each open block', () => {
    const { compileErrors } = render('{.repeated section a}{.if b}{.macro m}');
    expect(compileErrors.map((e) => e.message)).toEqual([
      expect.stringContaining('Unclosed REPEATED_SECTION'),
      expect.stringContaining('Unclosed IF'),
      expect.stringContaining('Unclosed MACRO'),
    ]);
  });

  it('reports instructions where they are not allowed and keeps the rest', () => {
    const { compileErrors, output } = render('{.end}x{.section a}{.alternates with}y{.end}{.or}', { a: 1 });
    expect(compileErrors.map((e) => [e.line, e.column, e.message])).toEqual([
      [1, 1, '{.end} is not allowed at the top level: no block is open here.'],
      [1, 20, '{.alternates with} is only allowed in a {.repeated section}, before any {.or}.'],
      [1, 45, '{.or} is not allowed at the top level: no block is open here.'],
    ]);
    expect(output).toBe('xy');
  });

  it('reports an unknown formatter and prints the tag as written', () => {
    const { compileErrors, output } = render('\n{a|nope}', { a: 1 });
    expect(compileErrors).toEqual([
      { type: 'formatter', severity: 'error', message: 'Unknown formatter "nope".', line: 2, column: 4, endLine: 2, endColumn: 8 },
    ]);
    expect(output).toBe('\n{a|nope}');
  });

  it('reports an unknown predicate', () => {
    expect(render('{.nope? a}x{.or}y{.end}').compileErrors).toEqual([
      { type: 'predicate', severity: 'error', message: 'Unknown predicate "nope?".', line: 1, column: 3, endLine: 1, endColumn: 8 },
    ]);
  });
});

describe('execution errors', () => {
  it('reports an unknown partial', () => {
    const { errors, output } = render('x{@|apply ghost}y');
    expect(output).toBe('xy');
    expect(errors).toEqual([expect.objectContaining({ type: 'partial', line: 1, column: 5, message: expect.stringContaining('"ghost"') })]);
  });

  it('reports a partial that fails to parse, once, and renders nothing for it (as the reference does)', () => {
    const partials = { bad: '{.section a}in' };
    const { errors, output } = render('<{@|apply bad}{@|apply bad}>', { a: 1 }, { partials });
    expect(output).toBe('<>');
    expect(errors.filter((e) => e.message.includes('failed to parse'))).toHaveLength(1);
  });

  it(`stops partial recursion at depth ${MAX_PARTIAL_DEPTH}`, () => {
    const partials = { p: 'P{@|apply p}' };
    const { errors, output } = render('{@|apply p}', {}, { partials });
    expect(output).toBe('P'.repeat(MAX_PARTIAL_DEPTH));
    expect(errors).toEqual([expect.objectContaining({ message: expect.stringContaining('Partial recursion depth exceeded') })]);
  });

  it('terminates partials that apply each other many times at every level', () => {
    // 15 levels of 4 calls stay within the depth limit: only the partial-call budget stops them.
    const partials: Record<string, string> = { p15: 'x' };
    for (let i = 0; i < 15; i++) partials[`p${i}`] = `{@|apply p${i + 1}}`.repeat(4);
    const { errors } = render('{@|apply p0}', {}, { partials });
    expect(errors.some((e) => e.message.includes('Too many partial calls'))).toBe(true);
  });

  it('ends a partial that applies itself many times at every level once it is too deep', () => {
    const partials = { p: '{@|apply p}{@|apply p}{@|apply p}{@|apply p}' };
    const { errors, output } = render('{@|apply p}', {}, { partials });
    expect(output).toBe('');
    expect(errors.length).toBeLessThan(100);
  });

  it('turns a throwing plugin into an error and goes on', () => {
    const registry = createRegistry([
      (r) => r.registerFormatter('boom', { apply: () => { throw new Error('kaboom'); } }),
      (r) => r.registerPredicate('boom', { test: () => { throw new Error('bang'); } }),
    ]);
    const { code } = compile('a{x|boom}b{.boom?}c{.or}d{.end}', registry);
    const { output, errors } = execute(code, { json: { x: 1 } });
    // A predicate that fails renders neither of its branches, as in Squarespace's engine.
    expect(output).toBe('ab');
    expect(errors.map((e) => e.message)).toEqual(['Formatter "boom" failed: kaboom', 'Predicate "boom?" failed: bang']);
  });

  it('warns about a formatter whose arguments fail validation, and still applies it (as Squarespace does)', () => {
    const registry = new Registry();
    registry.registerFormatter('two', { validate: (args) => (args.length === 2 ? undefined : 'needs 2 arguments'), apply: (v) => `<${v}>` });
    const { code, errors, warnings } = compile('{x|two 1}', registry);
    expect(errors).toEqual([]);
    expect(warnings).toEqual([
      { type: 'formatter', severity: 'warning', message: 'Formatter "two": needs 2 arguments', line: 1, column: 4, endLine: 1, endColumn: 9 },
    ]);
    expect(execute(code, { json: { x: 'v' } }).output).toBe('<v>');
  });

  it('answers a foreign object given as compiled code with an error', () => {
    expect(execute({ source: 'x' }, { json: {} }).errors[0].message).toContain('compile()');
  });
});

describe('never throws, never hangs on arbitrary input', () => {
  it('survives random template soup', () => {
    const parts = ['{', '}', '.section a', '.end', '.or', '.repeated section b', '.alternates with', '|json', '@', 'a.b', '{.eval 1+', '"', '{#', '##}', '\n', 'x', '.if a', '.macro m', '|apply m', '.var @v a', '?', ' '];
    let seed = 7;
    const next = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) % parts.length);
    for (let n = 0; n < 300; n++) {
      let src = '';
      for (let k = 0; k < 40; k++) src += parts[next()];
      const { code } = compile(src);
      expect(() => execute(code, { json: { a: [1, { b: 2 }], b: [1, 2] } })).not.toThrow();
    }
  });
});
