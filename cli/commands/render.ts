/** `kiosk render`: runs one template against a JSON file through the engine and prints the output. */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { compile, execute } from '../../engine';
import { formatTemplateError, parseJsonText, readJsonFile, readText, SourceFileError } from '../../publisher/source';
import { parseCommandArgs, UsageError, type Command } from '../command';
import { resolveSite, siteHelp, SITE_OPTION } from '../site/resolve-site';

export interface RenderRequest {
  templateFile: string;
  jsonFile: string;
  partialsFile?: string;
  /** Partials when there is no partialsFile: a site's blocks. */
  partials?: Record<string, string>;
  locale?: string;
  now?: number;
}

export interface RenderResult {
  output: string;
  /** `file:line:column: message` lines; any makes the command fail. */
  errors: string[];
}

function readPartials(file: string): Record<string, string> {
  const value = readJsonFile(file);
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new SourceFileError(file, 'expected a JSON object mapping partial names to template text');
  }
  const partials: Record<string, string> = {};
  for (const [name, source] of Object.entries(value)) {
    if (typeof source !== 'string') throw new SourceFileError(file, `partial "${name}" must be a string of template text`);
    partials[name] = source;
  }
  return partials;
}

/** A site's `templates/blocks/*.block`, keyed by file name as `{@|apply name.block}` names them. */
export function siteBlocks(templatesDir: string): Record<string, string> {
  const dir = path.join(templatesDir, 'blocks');
  const blocks: Record<string, string> = {};
  if (!existsSync(dir)) return blocks;
  for (const name of readdirSync(dir).sort()) {
    if (name.endsWith('.block')) blocks[name] = readText(path.join(dir, name));
  }
  return blocks;
}

function checkLocale(tag: string): string {
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? tag;
  } catch {
    throw new UsageError(`--locale: "${tag}" is not a valid BCP 47 language tag (for example en-US)`);
  }
}

function parseNow(text: string): number {
  const now = Number(text);
  if (!/^-?\d+$/.test(text.trim()) || !Number.isSafeInteger(now)) throw new UsageError(`--now must be epoch milliseconds (an integer), got "${text}"`);
  return now;
}

export function renderTemplateFile(request: RenderRequest): RenderResult {
  const source = readText(request.templateFile);
  const json = parseJsonText(readText(request.jsonFile), request.jsonFile);
  const partials = request.partialsFile ? readPartials(request.partialsFile) : request.partials;
  const compiled = compile(source);
  // A template with syntax errors still renders what it can: the author sees both.
  const result = execute(compiled.code, { json, partials, locale: request.locale, now: request.now });
  return {
    output: result.output,
    errors: [...compiled.errors, ...result.errors].map((e) => formatTemplateError(request.templateFile, e)),
  };
}

export const renderCommand: Command = {
  name: 'render',
  help: `Usage: kiosk render <template-file> --json <file> [--site <dir>] [--partials <file>] [--locale <tag>] [--now <ms>]

Compiles the template with Kiosk's engine, runs it against the JSON and prints the output.
Problems go to stderr as file:line:column: message, and the exit code is then 1.

Options:
  --json <file>      the context (required)
  --partials <file>  JSON object of partials: { "name.block": "template text" }; without it, the site's
                     templates/blocks/*.block are the partials
${siteHelp(17)}
  --locale <tag>     locale for money, numbers and dates (default en)
  --now <ms>         the current time in epoch milliseconds (default: the clock)
  -h, --help         show this help`,
  async run(args) {
    const { values, positionals } = parseCommandArgs(
      args,
      { ...SITE_OPTION, json: { type: 'string' }, partials: { type: 'string' }, locale: { type: 'string' }, now: { type: 'string' } },
      true,
    );
    if (positionals.length !== 1) throw new UsageError(positionals.length === 0 ? 'missing <template-file>' : `expected one template file, got ${positionals.length}`);
    if (!values.json) throw new UsageError('missing --json <file>');
    const result = renderTemplateFile({
      templateFile: positionals[0],
      jsonFile: values.json,
      partialsFile: values.partials,
      partials: values.partials === undefined ? siteBlocks(resolveSite(values.site).templatesDir) : undefined,
      locale: values.locale === undefined ? undefined : checkLocale(values.locale),
      now: values.now === undefined ? undefined : parseNow(values.now),
    });
    process.stdout.write(result.output);
    for (const error of result.errors) process.stderr.write(`${error}\n`);
    return result.errors.length > 0 ? 1 : 0;
  },
};
