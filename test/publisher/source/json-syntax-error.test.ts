import { describe, expect, it } from 'vitest';
import { findJsonSyntaxError } from '../../../publisher/source/json-syntax-error';

describe('findJsonSyntaxError', () => {
  it('accepts valid JSON', () => {
    for (const text of ['{}', '[]', ' {"a": [1, -2.5e3, true, false, null, "x\\n\\u00e9"]} ', '"s"', '0']) {
      expect(findJsonSyntaxError(text)).toBeUndefined();
    }
  });

  it('points at a missing value', () => {
    expect(findJsonSyntaxError('{\n "a": }')).toEqual({ offset: 8, message: 'expected a value but found character "}"' });
  });

  it('points at a trailing comma and at an unquoted key', () => {
    expect(findJsonSyntaxError('{"a": 1,}')?.offset).toBe(8);
    expect(findJsonSyntaxError('{a: 1}')).toEqual({ offset: 1, message: 'expected a property name in double quotes but found character "a"' });
  });

  it('reports the end of input for an unclosed object', () => {
    expect(findJsonSyntaxError('{"a": 1')).toEqual({ offset: 7, message: "expected ',' or '}' but found end of input" });
  });

  it('reports text after the value, raw newlines in strings and bad escapes', () => {
    expect(findJsonSyntaxError('{} x')?.message).toBe('unexpected character "x" after the JSON value');
    expect(findJsonSyntaxError('"a\nb"')?.message).toBe('control character (such as a newline) inside a string');
    expect(findJsonSyntaxError('"\\q"')?.message).toBe('bad escape in string');
    expect(findJsonSyntaxError('"abc')?.message).toBe('unterminated string');
  });

  it('rejects numbers JSON does not allow', () => {
    expect(findJsonSyntaxError('01')?.offset).toBe(1);
    expect(findJsonSyntaxError('[.5]')?.offset).toBe(1);
  });
});
