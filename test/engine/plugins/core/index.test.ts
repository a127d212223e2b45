import { describe, expect, it } from 'vitest';
import { corePlugin } from '../../../../engine/plugins/core';
import { Registry } from '../../../../engine/plugins/registry';

// Every core name the conformance categories formatters-core and predicates-core use
// (`plural` is the i18n `message` formatter under another name: not registered here).
const FORMATTERS = [
  'apply', 'count', 'cycle', 'encode-space', 'encode-uri', 'encode-uri-component', 'find-first', 'find-last', 'format', 'get', 'html',
  'htmlattr', 'htmltag', 'iter', 'json', 'json-pretty', 'key-by', 'lookup', 'mod', 'output', 'pluralize', 'prop',
  'line-breaks', 'raw', 'round', 'safe', 'slugify', 'smartypants', 'str', 'truncate', 'url-encode',
];
const PREDICATES = [
  'debug', 'equal', 'even', 'greaterThan', 'greaterThanOrEqual', 'lessThan', 'lessThanOrEqual', 'notEqual', 'nth',
  'odd', 'plural', 'singular',
];

describe('corePlugin', () => {
  it('registers every core formatter and predicate', () => {
    const registry = new Registry().use(corePlugin);
    expect(registry.formatterNames()).toEqual([...FORMATTERS].sort());
    expect(registry.predicateNames()).toEqual([...PREDICATES].sort());
  });
});
