/** Which text is a tag and how it reads: Kiosk's scanner against Squarespace's parser, class by class. */
import { describe, expect, it } from 'vitest';
import { referenceRender } from '../reference-engine';
import { render } from '../render';

/** Renders with both engines and expects Kiosk to print `expected`, exactly what the reference prints. */
function agree(template: string, json: unknown, expected: string, injects?: Record<string, string>): void {
  const parsed = injects && Object.fromEntries(Object.entries(injects).map(([k, v]) => [k, JSON.parse(v)]));
  expect(referenceRender(template, json, { injects: parsed }).output).toBe(expected);
  expect(render(template, json, { injects }).output).toBe(expected);
}

describe('a { inside a tag restarts the tag there', () => {
  it('prints the text before the inner brace and reads the tag after it', () => {
    agree('{x|html {y}', { x: 'X', y: 'Y' }, '{x|html Y');
    agree('a{b {c {d}e', { d: 'D' }, 'a{b {c De');
    agree('{{x}}', { x: 1 }, '{1}');
  });

  it('restarts a one-line comment too, and prints an unclosed one as text', () => {
    agree('{#{y}', { y: 'Y' }, '{#Y');
    agree('a{# never closed', {}, 'a{# never closed');
    agree('{# note }x', {}, 'x');
  });

  it('opens a multi-line comment only where a scan begins', () => {
    agree('{## a } b ##}c', {}, 'c');
    agree('{a {## x } y ##}z', {}, '{a  y ##}z');
  });

  it('restarts at a block tag inside a broken tag', () => {
    agree('{x {.section a}[{b}]{.end}', { a: { b: 'B' } }, '{x [B]');
  });
});

describe('references Squarespace does not read print as text', () => {
  it('rejects bare $, $ or @ before a digit, and a trailing $ segment', () => {
    agree('{$}{$1}{@1}{a.$}{a.$1}', { a: { $: 1 } }, '{$}{$1}{@1}{a.$}{a.$1}');
  });

  it('still reads @, a.@, $name, @name and digit segments', () => {
    agree('{@.n}|{a.@}|{$k}|{a.0}', { n: 'N', a: { '@': 'at', 0: 'zero' }, $k: 'dollar' }, 'N|at|dollar|zero');
  });

  it('needs a letter first in formatter, predicate and variable names', () => {
    agree('{a|1x}|{.1a?}x{.end}|{.var @1 a}', { a: 1 }, '{a|1x}|{.1a?}x|{.var @1 a}');
  });
});

describe('instructions read as Squarespace reads them', () => {
  it('accepts any whitespace after .section, .repeated section, .if and .eval', () => {
    agree('{.repeated section  a}{@}{.end}|{.section\ta}x{.end}|{.if\ta}y{.end}|{.eval\t1+2}', { a: [1, 2] }, '12|x|y|3');
  });

  it('tries a predicate before an instruction keyword', () => {
    const { output, compileErrors } = render('{.section?}s{.or}o{.end}');
    expect(output).toBe(referenceRender('{.section?}s{.or}o{.end}').output);
    expect(compileErrors.map((e) => e.message)).toEqual(['Unknown predicate "section?".']);
  });

  it('reads .ctx bindings up to the first word that is not one', () => {
    agree('{.ctx @x a=b foo}{@x.a}|{.ctx @x  a=b}|{.ctx @x a=b foo bar}', { b: 1 }, '1|{.ctx @x  a=b}|{.ctx @x a=b foo bar}');
  });

  it('reads macro names and inject paths as file paths', () => {
    agree('{.macro a:b}', {}, '{.macro a:b}');
    agree('{.macro m.x}in{.end}{@|apply m.x}', {}, 'in');
  });

  it('reads {.inject @var path args...}, ignoring the arguments', () => {
    const injects = { 'p.json': '{"b":7}' };
    agree('{.inject @a p.json x y}{@a.b}|{.inject @c p.json|z}{@c.b}', {}, '7|7', injects);
    agree('{.inject @a }|{.inject @1 p.json}', {}, '{.inject @a }|{.inject @1 p.json}', injects);
  });

  it('splits formatter arguments as Squarespace does: a lone delimiter is one empty argument', () => {
    agree('{s|truncate }|{s|truncate 2 x y}', { s: 'hello' }, 'hello|hex');
  });
});
