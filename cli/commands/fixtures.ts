/** `kiosk fixtures`: writes every page's JSON context as versioned fixtures; `--edge-cases` renders and reports the edge cases. */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseChoice, parseCommandArgs, UsageError, type Command } from '../command';
import { resolveSite, siteHelp, SITE_OPTION } from '../site/resolve-site';

const FORMATS = ['text', 'json'] as const;
const FAIL_LEVELS = ['error', 'warning'] as const;

/** As `kiosk check`: 0 clean (below --fail-level), 1 problems at or above it, 2 the command was used wrongly. */
export const EXIT = { clean: 0, problems: 1, usage: 2 } as const;

function folder(option: string, value: string): string {
  const dir = path.resolve(value);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new UsageError(`${option}: "${value}" is not a folder`);
  return dir;
}

function parseRequest(args: string[]) {
  const { values, positionals } = parseCommandArgs(
    args,
    {
      ...SITE_OPTION,
      content: { type: 'string' },
      out: { type: 'string' },
      'edge-cases': { type: 'boolean' },
      format: { type: 'string' },
      'fail-level': { type: 'string' },
      now: { type: 'string' },
    },
    true,
  );
  if (positionals.length > 1) throw new UsageError(`expected at most one template folder, got ${positionals.length}`);
  const edgeCases = values['edge-cases'] === true;
  if (!edgeCases && (values.format !== undefined || values['fail-level'] !== undefined)) {
    throw new UsageError('--format and --fail-level report the edge cases: add --edge-cases');
  }
  const site = resolveSite(values.site);
  const templateDir = positionals[0] === undefined ? site.templatesDir : folder('<template-dir>', positionals[0]);
  const contentDir = values.content === undefined ? site.contentDir : folder('--content', values.content);
  const now = values.now === undefined ? Date.now() : Number(values.now);
  if (!Number.isFinite(now)) throw new UsageError(`--now must be epoch milliseconds, got "${values.now}"`);
  return {
    templateDir,
    contentDir,
    outDir: values.out === undefined ? undefined : path.resolve(values.out),
    outLabel: values.out,
    edgeCases,
    format: parseChoice('--format', values.format, FORMATS, 'text'),
    failLevel: parseChoice('--fail-level', values['fail-level'], FAIL_LEVELS, 'error'),
    now,
  };
}

export const fixturesCommand: Command = {
  name: 'fixtures',
  help: `Usage: kiosk fixtures [<template-dir>] [--site <dir>] [--content <dir>] [--out <dir>] [--edge-cases [--format text|json] [--fail-level error|warning]]

Writes the JSON context of every page the content publishes (what ?format=json shows in kiosk preview)
as fixtures: one file per URL path (index.json is /, blog.json /blog, blog/first-post.json, 404.json the
not-found page) and fixtures.conf, which holds the fixtures format's version and lists the pages.
kiosk preview <template-dir> --fixtures <dir> and kiosk check --fixtures <dir> read them back. Writing
again replaces the files the previous fixtures.conf listed; other files are left alone, and one in the
way (a page recorded by hand) stops the command instead of being overwritten.

With --edge-cases, one page of each type (each collection's list and item page, home, page, cart, …) is
also rendered through the template as recorded and in edge cases: an empty collection, missing images,
sold-out products, very long titles, Japanese (CJK) and Arabic (right-to-left) titles. Each case's
contexts are written to <out>/edge-cases/<case>/ (preview one with --fixtures <out>/edge-cases/<case>),
and the problems are reported: template errors and warnings (engine-error, engine-warning),
render-threw, unbalanced-output, empty-output, leftover-tag (a JSON-T tag printed as text),
img-alt-missing, img-src-missing. A problem the page has as recorded is reported once, as-recorded.
Text that overflows its box needs a browser and is not measured.

Arguments:
  <template-dir>         the template folder (default: the site's templates/)

Options:
  --content <dir>        the Kiosk content folder the pages come from (default: the site's content/)
  --out <dir>            where to write (default: fixtures/ beside the template folder)
  --edge-cases           render the edge cases and report their problems
  --format text|json     the report: a table (default), or JSON { version, template, fixtures, types,
                         unrendered, cases, problems: [{ ruleId, severity, message, page, type, variant, fixture,
                         file?, start?, end? }], summary }
  --fail-level <level>   exit 1 when a problem of this severity or worse is found (default error)
  --now <ms>             the time pages render at, in epoch milliseconds (default: the clock)
${siteHelp(21)}
  -h, --help             show this help

Exit codes: 0 written (no problem at --fail-level or above), 1 some, 2 wrong usage.`,
  async run(args) {
    let request: ReturnType<typeof parseRequest>;
    try {
      request = parseRequest(args);
    } catch (error) {
      if (!(error instanceof UsageError)) throw error;
      console.error(`kiosk fixtures: ${error.message}\nRun \`kiosk fixtures --help\` for usage.`);
      return EXIT.usage;
    }
    // Loaded when run: the fixtures pull in the publisher and the preview's renderer.
    const { writeFixtures, edgeJsonReport, edgeTextReport } = await import('../../preview/fixtures');
    const result = writeFixtures(request);
    const label = request.outLabel ?? (path.relative(process.cwd(), result.outDir) || '.');
    // Under --format json stdout carries the report alone.
    const say = request.format === 'json' ? (line: string) => console.error(line) : (line: string) => console.log(line);
    say(`kiosk fixtures: ${result.manifest.pages.length} page contexts written to ${label} (fixtures format ${result.manifest.version})`);
    if (!result.edgeCases) return EXIT.clean;
    const edge = result.edgeCases;
    process.stdout.write(
      request.format === 'json' ? `${JSON.stringify(edgeJsonReport(edge, request.templateDir, result.outDir), null, 2)}\n` : edgeTextReport(edge, label),
    );
    const fails = edge.problems.some((p) => p.severity === 'error' || request.failLevel === 'warning');
    return fails ? EXIT.problems : EXIT.clean;
  },
};
