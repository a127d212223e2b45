/**
 * Errors and warnings: what Squarespace compiles and renders anyway is a warning and renders the same here;
 * what it rejects is an error. Every problem carries the span of the text it concerns.
 */
import { describe, expect, it } from 'vitest';
import { compile, execute } from '../../../engine';
import { referenceRender } from '../reference-engine';
import { render } from '../render';

describe('plugin argument problems are warnings and render as in Squarespace', () => {
  const json = { s: 'hello', a: [{ k: 1 }], n: 7 };
  const cases: [string, string][] = [
    ['{s|truncate abc}', 'truncate'],
    ['{@|apply}', 'apply'],
    ['{a|key-by}', 'key-by'],
    ['{@index|cycle}', 'cycle'],
    ['{n|mod x}', 'mod'],
    ['{.equal?}E{.or}N{.end}', 'equal?'],
    ['{.nth?}T{.or}F{.end}', 'nth?'],
  ];
  for (const [template, name] of cases) {
    it(template, () => {
      const { output, compileErrors, compileWarnings } = render(template, json);
      expect(compileErrors).toEqual([]);
      expect(compileWarnings).toHaveLength(1);
      expect(compileWarnings[0]).toMatchObject({ severity: 'warning', line: 1 });
      expect(compileWarnings[0].message).toContain(name);
      expect(output).toBe(referenceRender(template, json).output);
    });
  }

  it('renders {@|truncate abc} as hello', () => {
    expect(render('{@|truncate abc}', 'hello').output).toBe('hello');
  });

  it('keeps an unknown formatter an error, printed as written', () => {
    const { output, compileErrors, compileWarnings } = render('{s|nope 1}', json);
    expect(output).toBe('{s|nope 1}');
    expect(compileWarnings).toEqual([]);
    expect(compileErrors).toEqual([
      { type: 'formatter', severity: 'error', message: 'Unknown formatter "nope".', line: 1, column: 4, endLine: 1, endColumn: 8 },
    ]);
  });
});

describe('.eval', () => {
  it('warns about a malformed expression and prints nothing for it', () => {
    const { output, compileErrors, compileWarnings } = render('a{.eval 1 #}b{.eval "x}c');
    expect(output).toBe('abc');
    expect(output).toBe(referenceRender('a{.eval 1 #}b{.eval "x}c').output);
    expect(compileErrors).toEqual([]);
    expect(compileWarnings.map((w) => [w.type, w.severity, w.column])).toEqual([
      ['expression', 'warning', 11],
      ['expression', 'warning', 21],
    ]);
  });

  it('finds a missing operand when the expression runs, as Squarespace does: an error, nothing printed', () => {
    const { output, compileWarnings, errors } = render('a{.eval 1 +}b');
    expect(output).toBe('ab');
    expect(output).toBe(referenceRender('a{.eval 1 +}b').output);
    expect(compileWarnings).toEqual([]);
    expect(errors.map((e) => e.message)).toEqual(['Invalid arguments to operator add.']);
  });

  it('gives booleans for && and ||, as Squarespace does', () => {
    const t = '{.eval 1 && 2}|{.eval 0 || "x"}|{.eval "" || 0}|{.eval 3 && 0}';
    expect(render(t).output).toBe('true|true|false|false');
    expect(referenceRender(t).output).toBe('true|true|false|false');
  });
});

describe('two {.or} in one block', () => {
  it('reports the second as dead code and renders its content with the first, as Squarespace does', () => {
    const t = '{.section a}A{.or}B{.or}C{.or b?}D{.end}';
    const { output, compileErrors } = render(t, { a: 0 });
    expect(output).toBe('BCD');
    expect(output).toBe(referenceRender(t, { a: 0 }).output);
    expect(compileErrors.map((e) => [e.severity, e.column, e.endColumn])).toEqual([
      ['error', 20, 25],
      ['error', 26, 34],
    ]);
    expect(compileErrors[0].message).toContain('will never execute');
  });

  it('keeps chained predicate branches', () => {
    const t = '{.section a}A{.or equal? n 1}one{.or equal? n 2}two{.or}other{.end}';
    for (const n of [1, 2, 3]) expect(render(t, { a: 0, n }).output).toBe(referenceRender(t, { a: 0, n }).output);
    expect(render(t, { a: 0, n: 1 }).compileErrors).toEqual([]);
  });
});

describe('every problem has a start and an end', () => {
  it('spans a structural error over its tag, across lines', () => {
    const { compileErrors } = render('x\n  {.end}\n{.section a}');
    expect(compileErrors.map((e) => [e.line, e.column, e.endLine, e.endColumn])).toEqual([
      [2, 3, 2, 9],
      [3, 1, 3, 13],
    ]);
  });

  it('spans a render error over the instruction that failed', () => {
    const { errors } = render('ab\n {@|apply ghost}');
    expect(errors).toEqual([expect.objectContaining({ severity: 'error', line: 2, column: 5, endLine: 2, endColumn: 16 })]);
  });

  it('spans an include error over its tag', () => {
    const { code } = compile('{.include nope}');
    expect(execute(code, { json: {} }).errors[0]).toMatchObject({ type: 'partial', line: 1, column: 1, endLine: 1, endColumn: 16 });
  });
});
