import { describe, expect, it } from 'vitest';
import { format } from '../run-core';

describe('json', () => {
  it('escapes "</" so the output cannot close a script element', () => {
    expect(format('json', "This is a <ScRIPt>alert('test');</scRIPt>")).toBe(`"This is a <ScRIPt>alert('test');<\\/scRIPt>"`);
  });

  it('prints null as null and missing as nothing', () => {
    expect(format('json', null)).toBe('null');
    expect(format('json', undefined)).toBe('');
    expect(format('json', [1, { x: null }])).toBe('[1,{"x":null}]');
    expect(format('json', 1e21)).toBe('1e+21');
  });
});

describe('json-pretty', () => {
  it('indents by two spaces and escapes "</"', () => {
    expect(format('json-pretty', { title: '</SCRIPT>', a: [] })).toBe('{\n  "title": "<\\/SCRIPT>",\n  "a": []\n}');
    expect(format('json-pretty', undefined)).toBe('');
  });
});

describe('raw', () => {
  it('prints JSON as is, missing as null', () => {
    expect(format('raw', '</a>')).toBe('"</a>"');
    expect(format('raw', undefined)).toBe('null');
    expect(format('raw', { color: 'red', price: '17.50' })).toBe('{"color":"red","price":"17.50"}');
    expect(format('raw', [1, 2, 'blue', 5])).toBe('[1,2,"blue",5]');
  });
});
