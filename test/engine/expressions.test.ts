import { describe, expect, it } from 'vitest';
import { MAX_EXPRESSION_TOKENS, MAX_STRING_LENGTH } from '../../engine/expr';
import { render } from './render';

const evalOf = (expr: string, json: unknown = {}) => render(`{.eval ${expr}}`, json);

describe('.eval values and operators', () => {
  it.each([
    ['1 2 3', '3'],
    ['0x1F', '31'],
    ['1e3', '1000'],
    ['2 ** 3 ** 2', '512'],
    ['1 + 2 * 3', '7'],
    ['(1 + 2) * 3', '9'],
    ['-2 + +5', '3'],
    ['7 % 4', '3'],
    ['1 << 3 | 1', '9'],
    ['"a" + 1', 'a1'],
    ['"\\u0041\\x42\\U0001F600"', 'AB😀'],
    ['1 == "1"', 'true'],
    ['1 === "1"', 'false'],
    ['!0 && 2 > 1', 'true'],
    ['max(1, 7, 3)', '7'],
    ['min(4, 2)', '2'],
    ['abs(-3)', '3'],
    ['num("12") + 1', '13'],
    ['str(12) + 1', '121'],
    ['bool(0)', 'false'],
    ['PI > 3 && E < 3', 'true'],
    ['NaN', 'NaN'],
    ['null', ''],
    ['@a = 2; @b = @a * 3; @b', '6'],
    // Squarespace's reading, which Kiosk follows (differential test): a comma only separates,
    // `>>>` is `>>` then `>` (an operand is missing), an assignment ends its expression.
    ['(1, 2)', '2'],
    ['a = 1; 5', '5'],
    ['"\\b\\v"', 'bv'],
    ['num(" 5") + num(".5") + num("0x10")', 'NaN'],
    ['num("-0x10") + num("5.")', '-11'],
    ['max(NaN, 1)', '1'],
    ['#1 + 2', 'EVAL=[[1 2 <add>]] -> 3'],
    ['#@a = 1; max(@a, 2)', 'EVAL=[[@a 1 <assign>], [<args> @a 2 max()]] -> 2'],
    ['#', 'EVAL=[]'],
  ])('%s → %s', (expr, expected) => {
    const { output, errors, compileErrors } = evalOf(expr);
    expect([...compileErrors, ...errors]).toEqual([]);
    expect(output).toBe(expected);
  });

  it('reads template values, missing ones as null', () => {
    expect(evalOf('a.b * 2 + (missing == null)', { a: { b: 4 } }).output).toBe('9');
  });

  it('binds only a @variable standing alone before `=`, and only when the whole .eval succeeds', () => {
    expect(render('{.eval @a = @b = 2}{@a}|{@b}').output).toBe('|2');
    expect(render('{.eval @a = 600 @b}{@a}').output).toBe('');
    expect(render('{.eval @a = 1; o + 1}{@a}', { o: {} }).output).toBe('');
    expect(render('{.eval num(@w = 0)}{@w}').output).toBe('0');
  });

  it('prints nothing for a function called without arguments or a value that is an object', () => {
    expect(render('{.eval bool()}|{.eval s}|{.eval 1 >>> 2}', { s: [true] }).output).toBe('||');
  });

  it('keeps assigned variables for later tags', () => {
    expect(render('{.eval @w = 600; @h = @w * ratio}{@h}', { ratio: 0.5 }).output).toBe('300');
  });

  it('does nothing when expressions are disabled', () => {
    expect(render('{.eval 1 + 1}', {}, { enableExpr: false }).output).toBe('');
  });
});

describe('.eval errors', () => {
  // Squarespace compiles a malformed expression and renders nothing for it: a warning, not an error.
  const compileError = (expr: string) => evalOf(expr).compileWarnings.map((e) => e.message)[0];

  it.each([
    ['1 # 2', 'Unexpected character at position 2: "#".'],
    ['"abc', 'Unterminated string.'],
    ["'a\nb'", 'Illegal bare character in string literal'],
    ['"\\x4"', 'Invalid hex escape'],
    ['"\\u41"', 'Invalid unicode escape'],
    ['"\\U0001F6"', 'Invalid unicode escape'],
    ['1.2.3', 'Duplicate decimal point'],
    ['1e', 'Expected a digit after the exponent'],
    ['0x', 'Expected digits after the start of a hex number'],
    ['len(1)', 'Invalid function "len"'],
    ['(1 + 2', 'Mismatched parenthesis'],
  ])('%s', (expr, message) => {
    expect(compileError(expr)).toContain(message);
  });

  it('reports the position of the expression error in the template', () => {
    expect(render('\n  {.eval 1 # 2}').compileWarnings[0]).toMatchObject({ type: 'expression', severity: 'warning', line: 2, column: 12, endLine: 2, endColumn: 13 });
  });

  it(`limits an expression to ${MAX_EXPRESSION_TOKENS} tokens`, () => {
    const long = Array.from({ length: MAX_EXPRESSION_TOKENS / 2 + 1 }, () => '1').join('+');
    expect(compileError(long)).toContain('Expression exceeds the maximum number of allowed tokens');
    const fits = Array.from({ length: MAX_EXPRESSION_TOKENS / 2 }, () => '1').join('+');
    expect(evalOf(fits).output).toBe(String(MAX_EXPRESSION_TOKENS / 2));
  });

  it(`limits string concatenation to ${MAX_STRING_LENGTH} characters`, () => {
    const { errors, output } = evalOf('@s = "xxxxxxxxxx"; @s = @s + @s; @s = @s + @s; @s = @s + @s; @s = @s + @s; @s = @s + @s; @s = @s + @s; @s = @s + @s; @s = @s + @s; @s = @s + @s; @s = @s + @s; @s = @s + @s; @s = @s + @s; @s = @s + @s; @s = @s + @s; @s');
    expect(output).toBe('');
    expect(errors[0].message).toContain('String concatenation exceeds the maximum length');
  });

  it('reports objects used as operands', () => {
    expect(evalOf('o + 1', { o: { k: 1 } }).errors[0].message).toContain('Invalid arguments to operator add');
  });

  it('reports a failing function call', () => {
    expect(evalOf('min()').errors[0].message).toContain('Error calling function min');
  });
});
