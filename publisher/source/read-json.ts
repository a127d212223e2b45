/** Reads the site's source files and reports bad input as `file:line:column: message`, the form editors can jump to. */
import { readFileSync } from 'node:fs';
import { findJsonSyntaxError } from './json-syntax-error';

export type JsonObject = Record<string, unknown>;

export class SourceFileError extends Error {
  constructor(
    readonly file: string,
    message: string,
    readonly line?: number,
    readonly column?: number,
  ) {
    super(line === undefined ? `${file}: ${message}` : `${file}:${line}:${column ?? 1}: ${message}`);
    this.name = 'SourceFileError';
  }
}

/** `templates/site.region:3:14: message`, the house form for a problem in a template (engine errors carry line and column). */
export function formatTemplateError(file: string, error: { line?: number; column?: number; message: string }): string {
  const where = error.line === undefined ? file : `${file}:${error.line}:${error.column ?? 1}`;
  return `${where}: ${error.message}`;
}

/** 1-based line and column of a character offset. */
export function lineColumnAt(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split('\n');
  return { line: lines.length, column: lines[lines.length - 1].length + 1 };
}

/** Parses JSON text; a syntax error names the file and where it happened. */
export function parseJsonText(text: string, file: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const problem = findJsonSyntaxError(text);
    if (!problem) throw new SourceFileError(file, `invalid JSON: ${(error as Error).message}`);
    const { line, column } = lineColumnAt(text, problem.offset);
    throw new SourceFileError(file, `invalid JSON: ${problem.message}`, line, column);
  }
}

export function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new SourceFileError(file, 'file not found');
    if (code === 'EISDIR') throw new SourceFileError(file, 'is a folder, expected a file');
    throw new SourceFileError(file, (error as Error).message);
  }
}

export function readJsonFile(file: string): unknown {
  return parseJsonText(readText(file), file);
}

/** Reads a JSON file that must hold an object. */
export function readJsonObject(file: string): Record<string, unknown> {
  const value = readJsonFile(file);
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new SourceFileError(file, 'expected a JSON object');
  }
  return value as Record<string, unknown>;
}
