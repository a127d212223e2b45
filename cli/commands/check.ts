/** `kiosk check`: checks a template folder (the site's templates/ by default) and prints offenses as text or JSON. */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { CheckResult, Rule } from '../../checker';
import { parseChoice, parseCommandArgs, UsageError, type Command } from '../command';
import { resolveSite, siteHelp, SITE_OPTION } from '../site/resolve-site';

const FORMATS = ['text', 'json'] as const;
const FAIL_LEVELS = ['error', 'warning', 'info'] as const;

/** Exit codes: 0 clean (below --fail-level), 1 offenses at or above it, 2 the command was used wrongly. */
export const EXIT = { clean: 0, offenses: 1, usage: 2 } as const;

export interface CheckRequest {
  templateDir: string;
  /** How the folder is named in the text report (as typed, so its paths open from the same place). */
  label: string;
  fixturesDir?: string;
  /** A site folder (content/ + templates/) whose page contexts stand in for fixtures: the demo, for the default template. */
  siteRoot?: string;
}

// The checker (engine, publisher) loads only when a check runs: `kiosk --help` and `kiosk check --help` stay quick.
const loadChecker = () => import('../../checker');

export async function runCheck(request: CheckRequest): Promise<CheckResult> {
  const { checkTemplateFolder, readFixtureContexts, sitePageContexts } = await loadChecker();
  const contexts = request.fixturesDir
    ? readFixtureContexts(request.fixturesDir)
    : request.siteRoot
      ? sitePageContexts(request.siteRoot)
      : undefined;
  return checkTemplateFolder(request.templateDir, contexts ? { contexts } : {});
}

function listRules(rules: readonly Rule[]): string {
  const width = Math.max(...rules.map((r) => r.id.length));
  return `${rules.map((r) => `${r.id.padEnd(width)}  ${r.severity.padEnd(7)}  ${r.doc}`).join('\n')}\n`;
}

function parseRequest(args: string[]) {
  const { values, positionals } = parseCommandArgs(
    args,
    { ...SITE_OPTION, format: { type: 'string' }, 'fail-level': { type: 'string' }, fixtures: { type: 'string' }, 'list-rules': { type: 'boolean' } },
    true,
  );
  if (positionals.length > 1) throw new UsageError(`expected at most one template folder, got ${positionals.length}`);
  const format = parseChoice('--format', values.format, FORMATS, 'text');
  const failLevel = parseChoice('--fail-level', values['fail-level'], FAIL_LEVELS, 'error');
  const site = resolveSite(values.site);
  const label = positionals[0] ?? path.relative(process.cwd(), site.templatesDir);
  const templateDir = positionals[0] === undefined ? site.templatesDir : path.resolve(positionals[0]);
  if (!existsSync(templateDir) || !statSync(templateDir).isDirectory()) throw new UsageError(`"${label}" is not a folder`);
  if (values.fixtures !== undefined && (!existsSync(values.fixtures) || !statSync(values.fixtures).isDirectory())) {
    throw new UsageError(`--fixtures: "${values.fixtures}" is not a folder`);
  }
  // A site's content describes its own template: compare variables with it only when that one is checked.
  const isDefault = templateDir === site.templatesDir;
  const request: CheckRequest = {
    templateDir,
    label: label === '' ? '.' : label,
    ...(values.fixtures !== undefined ? { fixturesDir: values.fixtures } : isDefault ? { siteRoot: site.root } : {}),
  };
  return { request, format, failLevel, listRules: values['list-rules'] === true };
}

export const checkCommand: Command = {
  name: 'check',
  help: `Usage: kiosk check [<template-dir>] [--site <dir>] [--format text|json] [--fail-level error|warning|info] [--fixtures <dir>]

Checks a Squarespace-style template folder (template.conf, *.region, blocks/, collections/, pages/) with
Kiosk's engine: unknown formatters and predicates, unbalanced blocks, missing partials, template.conf,
image markup (spec §5), unreachable {.or} branches and more. Without <template-dir>, the site's templates/
(the current site folder's, else the bundled demo's).

Variables are compared with --fixtures (every .json file below it is one page context); without it, a site's
own templates/ is compared with its content's pages, and another folder's variables are not checked.

Options:
  --format text|json     text (default): file:line:column  severity  rule-id  message, then a summary;
                         json: { version, root, files, offenses: [{ ruleId, severity, message, file,
                         start, end, suggestion? }], summary } (see checker/README.md)
  --fail-level <level>   exit 1 when an offense of this severity or worse is found (default error)
  --fixtures <dir>       JSON page contexts to compare variables with
  --list-rules           print every rule with its default severity and what it checks
${siteHelp(21)}
  -h, --help             show this help

Exit codes: 0 no offense at --fail-level or above, 1 some, 2 wrong usage.`,
  async run(args) {
    let parsed: ReturnType<typeof parseRequest>;
    try {
      parsed = parseRequest(args);
    } catch (error) {
      if (!(error instanceof UsageError)) throw error;
      // CI tells "the template has errors" (1) from "the check did not run" (2).
      console.error(`kiosk check: ${error.message}\nRun \`kiosk check --help\` for usage.`);
      return EXIT.usage;
    }
    const { RULES, SEVERITY_RANK, jsonReport, textReport } = await loadChecker();
    if (parsed.listRules) {
      process.stdout.write(listRules(RULES));
      return EXIT.clean;
    }
    const result = await runCheck(parsed.request);
    process.stdout.write(parsed.format === 'json' ? `${JSON.stringify(jsonReport(result), null, 2)}\n` : textReport(result, parsed.request.label));
    const fails = result.offenses.some((o) => SEVERITY_RANK[o.severity] >= SEVERITY_RANK[parsed.failLevel]);
    return fails ? EXIT.offenses : EXIT.clean;
  },
};
