import { describe, expect, it } from 'vitest';
import { render } from './render';

describe('tags', () => {
  it('prints braces that open no tag as text', () => {
    const css = 'a { color: red } b {x} { y } {-a} {a b} {_a}';
    expect(render(css, { x: 'X' }).output).toBe('a { color: red } b X { y } {-a} {a b} {_a}');
  });

  it('reads variables with dotted, numeric, @ and $ paths', () => {
    const json = { a: { b: [10, 20] }, $k: { v: 'dollar' }, s: 'str' };
    expect(render('{a.b.1}|{a.b.0}|{$k.v}|{@.s}|{a.b.9}|{nope}', json).output).toBe('20|10|dollar|str||');
  });

  it('never reads inherited members of the data as values', () => {
    expect(render('[{constructor}][{toString}][{a.hasOwnProperty}][{.section constructor}x{.end}]', { a: {} }).output).toBe('[][][][]');
    expect(render('{constructor}', JSON.parse('{"constructor": "own"}')).output).toBe('own');
  });

  it('uses the first variable of a multi-variable reference without formatters', () => {
    expect(render('{a, b}|{a ,b}', { a: 'A', b: 'B' }).output).toBe('A|A');
  });

  it('splits formatter arguments on the character after the name', () => {
    expect(render('{n|json}|{m|format:p:q}', { n: 'x', m: '{0}-{1}', p: 'P', q: 'Q' }).output).toBe('"x"|P-Q');
  });

  it('prints literals and drops comments', () => {
    expect(render('{.meta-left}{.meta-right}{.space}{.tab}{.newline}{# note}{## multi\nline ##}x').output).toBe('{} \t\nx');
  });

  it('treats a malformed instruction as text', () => {
    expect(render('{.section a }x{.var @v}{.eval}').output).toBe('{.section a }x{.var @v}{.eval}');
  });
});

describe('sections', () => {
  const json = { t: 'yes', zero: 0, empty: '', list: [1, 2, 3], none: [], obj: {}, nested: { inner: { v: 'deep' } } };

  it('runs a section only for present, non-empty values', () => {
    expect(render('{.section t}[{@}]{.or}no{.end}{.section zero}x{.or}0{.end}{.section empty}x{.or}e{.end}{.section obj}x{.or}o{.end}', json).output).toBe('[yes]0eo');
  });

  it('repeats over arrays with alternates and indexes', () => {
    expect(render('{.repeated section list}{@index}:{@index0}:{@}{.alternates with},{.end}', json).output).toBe('1:0:1,2:1:2,3:2:3');
    expect(render('{.repeated section none}x{.or}none{.end}', json).output).toBe('none');
  });

  it('runs .alternates with in the frame of the item just rendered', () => {
    expect(render('{.repeated section list}{@}{.alternates with}<{@index}>{.end}', json).output).toBe('1<1>2<2>3');
  });

  it('ends .alternates with at its first block tag, as Squarespace does', () => {
    const t = '{.repeated section list}[{@}]{.alternates with},{.equal? @ 2}two{.end};{.end}';
    expect(render(t, json).output).toBe('[1];,[2]two;,[3];');
  });

  it('resolves names up the stack, stopping at the first frame that has the key', () => {
    expect(render('{.section nested}{.section inner}{v}-{t}{.end}{.end}', json).output).toBe('deep-yes');
    expect(render('{.section s}{x.y}{.end}', { x: { y: 1 }, s: { x: {} } }).output).toBe('');
  });

  it('chains predicate branches with .or', () => {
    const t = '{.equal? v 1}one{.or equal? v 2}two{.or}other{.end}';
    expect(render(t, { v: 1 }).output).toBe('one');
    expect(render(t, { v: 2 }).output).toBe('two');
    expect(render(t, { v: 3 }).output).toBe('other');
  });

  it('evaluates .if left to right over || and &&', () => {
    expect(render('{.if a || b}Y{.or}N{.end}{.if a && b}Y{.or}N{.end}', { a: 1, b: 0 }).output).toBe('YN');
  });
});

describe('variables, macros and partials', () => {
  it('binds variables with .var and .ctx', () => {
    expect(render('{.var @p person}{@p.name}{.ctx @c n=person.name}{@c.n}', { person: { name: 'Ann' } }).output).toBe('AnnAnn');
  });

  it('defines macros in scope and applies them with @args', () => {
    const t = '{.macro m}<{@}{.if @args} {@args.k}{.end}>{.end}{a|apply m}{a|apply m k=v}';
    expect(render(t, { a: 'A' }).output).toBe('<A><A v>');
  });

  it('isolates a private partial from the caller stack', () => {
    const partials = { p: '{.section sub}{id}:{top}:{peer}{.end}' };
    expect(render('{o|apply p private}', { top: 'T', o: { sub: { id: 1 }, peer: 'P' } }, { partials }).output).toBe('1::P');
  });

  it('injects JSON documents', () => {
    expect(render('{.inject @d d.json}{@d.n}', {}, { injects: { 'd.json': '{"n": 5}' } }).output).toBe('5');
  });

  it('includes a macro without its output unless asked', () => {
    const t = '{.macro m}text{.eval @x = 2}{.end}[{.include m}]{@x}[{.include m output}]';
    expect(render(t).output).toBe('[]2[text]');
  });
});
