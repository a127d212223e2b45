/** Runs the rules over one template folder and gives the offenses in report order. */
import { createRegistry } from '../engine';
import { KeyVocabulary } from './key-vocabulary';
import { compareOffenses, type Offense, type Position } from './offense';
import { parseTemplateSource } from './parsed-template';
import type { CheckContext, KnownPlugins, ReportOptions, Reporter, Rule } from './rule';
import { RULES } from './rules';
import type { SourceText } from './source-text';
import { readTemplateFolder } from './template-folder';

export interface CheckOptions {
  /** JSON contexts (fixtures, demo page contexts) whose keys `unknown-variable` compares with. */
  contexts?: Iterable<unknown>;
  /** Default: every rule (rules/index.ts). */
  rules?: readonly Rule[];
}

export interface CheckResult {
  /** Absolute path of the folder checked. */
  root: string;
  /** Every file checked, relative to `root`. */
  files: string[];
  offenses: Offense[];
}

/** The rules that report what the engine says; a more precise rule at the same place wins over them. */
const ENGINE_ECHO_RULES = new Set(['syntax-error', 'engine-warning']);

function knownPlugins(): KnownPlugins {
  const registry = createRegistry();
  return { formatters: new Set(registry.formatterNames()), predicates: new Set(registry.predicateNames()) };
}

/** The offset just after the token at `offset`: a whole `{…}` tag, else a run of non-space characters. */
function tokenEnd(text: string, offset: number): number {
  if (text[offset] === '{') {
    const close = text.indexOf('}', offset);
    if (close >= 0) return close + 1;
  }
  let end = offset;
  while (end < text.length && !/\s/.test(text[end])) end++;
  return Math.max(end, Math.min(offset + 1, text.length));
}

function reporterFor(rule: Rule, offenses: Offense[]): Reporter {
  const push = (file: SourceText, start: Position, end: Position, message: string, options: ReportOptions = {}) => {
    offenses.push({
      ruleId: rule.id,
      severity: options.severity ?? rule.severity,
      message,
      file: file.name,
      start,
      end,
      ...(options.suggestion !== undefined ? { suggestion: options.suggestion } : {}),
    });
  };
  return {
    at(file, offset, length, message, options) {
      push(file, file.position(offset), file.position(offset + length), message, options);
    },
    atPosition(file, start, end, message, options) {
      push(file, start, end ?? file.position(tokenEnd(file.text, file.offset(start))), message, options);
    },
  };
}

function withoutEchoes(offenses: Offense[]): Offense[] {
  const key = (o: Offense) => `${o.file}:${o.start.line}:${o.start.column}`;
  const precise = new Set(offenses.filter((o) => !ENGINE_ECHO_RULES.has(o.ruleId)).map(key));
  const seen = new Set<string>();
  return offenses.filter((o) => {
    if (ENGINE_ECHO_RULES.has(o.ruleId) && precise.has(key(o))) return false;
    const id = `${o.ruleId}|${key(o)}|${o.message}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

export function checkTemplateFolder(dir: string, options: CheckOptions = {}): CheckResult {
  const folder = readTemplateFolder(dir);
  const context: CheckContext = {
    folder,
    templates: folder.templates.map(parseTemplateSource),
    plugins: knownPlugins(),
    ...(options.contexts ? { vocabulary: new KeyVocabulary(options.contexts) } : {}),
  };
  const offenses: Offense[] = [];
  for (const rule of options.rules ?? RULES) {
    const report = reporterFor(rule, offenses);
    try {
      rule.check(context, report);
    } catch (e) {
      // One broken rule must not hide what the others found; its failure is reported like an offense.
      offenses.push({
        ruleId: rule.id,
        severity: 'error',
        message: `The rule itself failed (a bug in kiosk check): ${(e as Error)?.message ?? String(e)}`,
        file: '.',
        start: { line: 1, column: 1 },
        end: { line: 1, column: 1 },
      });
    }
  }
  const files = [...(folder.templateConf ? ['template.conf'] : []), ...folder.templates.map((t) => t.name), ...folder.confs.map((c) => c.name), ...folder.stylesheets.map((s) => s.name)].sort();
  return { root: folder.dir, files, offenses: withoutEchoes(offenses).sort(compareOffenses) };
}
