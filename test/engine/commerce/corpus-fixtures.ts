/**
 * Reads the corpus's commerce helper fixtures (cases/plugins/resources/*.json):
 * sections of JSON keyed `name`, `name-expected`, or names ending in -true / -false.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CORPUS_DIR, parseSections } from '../../conformance/cases';

const RESOURCES = join(CORPUS_DIR, 'plugins', 'resources');

export const corpusAvailable = existsSync(RESOURCES);
if (!corpusAvailable) console.log(`commerce helper fixtures skipped: ${RESOURCES} is absent`);

/** Every section of a fixture file, JSON-decoded; empty when the corpus is absent. */
export function loadFixture(file: string): Map<string, unknown> {
  const fixtures = new Map<string, unknown>();
  if (!corpusAvailable) return fixtures;
  const sections = parseSections(readFileSync(join(RESOURCES, file), 'utf8'));
  for (const [name, text] of Object.entries(sections)) fixtures.set(name, JSON.parse(text));
  return fixtures;
}

/** Pairs of input and expected output (`key` and `key-expected`). */
export function expectedPairs(file: string): [string, unknown, unknown][] {
  const fixtures = loadFixture(file);
  const pairs: [string, unknown, unknown][] = [];
  for (const [name, input] of fixtures) {
    if (name.endsWith('-expected')) continue;
    pairs.push([name, input, fixtures.get(`${name}-expected`)]);
  }
  return pairs;
}

/** Inputs whose name ends in -true or -false, with that boolean. */
export function booleanCases(file: string): [string, unknown, boolean][] {
  const cases: [string, unknown, boolean][] = [];
  for (const [name, input] of loadFixture(file)) {
    if (name.endsWith('-true')) cases.push([name, input, true]);
    else if (name.endsWith('-false')) cases.push([name, input, false]);
  }
  return cases;
}
