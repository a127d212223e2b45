/**
 * `template-conf`: template.conf is a JSON object with a name and layouts; each layout has a name and the
 * regions it is made of, each an existing `<region>.region`; stylesheets name files in styles/; navigations
 * are `{ title, name }`. Without a template.conf (Kiosk's default template may omit it), site.region is required.
 */
import { didYouMean } from '../did-you-mean';
import { JsonLocations, type JsonPath } from '../json-locations';
import type { Reporter, Rule } from '../rule';
import { parseJsonText, SourceFileError } from '../../publisher/source';
import { SourceText } from '../source-text';
import type { TemplateFolder } from '../template-folder';

/** Keys Squarespace's template.conf takes (and Kiosk's `version`), to catch a misspelt one. */
const KNOWN_KEYS = ['name', 'author', 'version', 'debug', 'layouts', 'navigations', 'stylesheets', 'systemCollections', 'systemPartials', 'customTypes', 'tweaks'];

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

class ConfReport {
  constructor(
    private readonly file: SourceText,
    private readonly where: JsonLocations,
    private readonly report: Reporter,
  ) {}

  /** On the key when `key` is true (a wrong value's name), else on the value. */
  at(path: JsonPath, message: string, onKey = false, suggestion?: string): void {
    const found = this.where.get(path);
    const loc = found ?? this.where.nearest(path);
    const start = found && onKey ? loc.keyOffset : loc.valueOffset;
    const end = found && onKey ? loc.keyOffset + JSON.stringify(path[path.length - 1]).length : found ? loc.valueEnd : loc.valueOffset + 1;
    this.report.at(this.file, start, Math.max(1, end - start), message, suggestion ? { suggestion } : {});
  }
}

function checkLayouts(conf: Record<string, unknown>, folder: TemplateFolder, out: ConfReport): void {
  if (!('layouts' in conf)) return out.at([], 'template.conf needs "layouts": { "default": { "name": "Default", "regions": ["site"] } }.');
  if (!isObject(conf.layouts) || Object.keys(conf.layouts).length === 0) return out.at(['layouts'], '"layouts" must be an object with at least one layout.');
  for (const [id, layout] of Object.entries(conf.layouts)) {
    if (!isObject(layout)) {
      out.at(['layouts', id], `Layout "${id}" must be an object with "name" and "regions".`);
      continue;
    }
    if (typeof layout.name !== 'string' || layout.name === '') out.at(['layouts', id, 'name'], `Layout "${id}" needs a "name" (the title shown to the site owner).`);
    if (!Array.isArray(layout.regions) || layout.regions.length === 0) {
      out.at(['layouts', id, 'regions'], `Layout "${id}" needs "regions": the .region files that make its pages, in order.`);
      continue;
    }
    layout.regions.forEach((region, n) => {
      if (typeof region !== 'string') return out.at(['layouts', id, 'regions', n], 'A region is named by a string.');
      if (folder.regions.has(region)) return;
      const suggestion = didYouMean(region, folder.regions);
      out.at(['layouts', id, 'regions', n], `Layout "${id}" names region "${region}", but there is no ${region}.region.${suggestion ? ` Did you mean "${suggestion}"?` : ''}`, false, suggestion);
    });
  }
}

function checkStylesheets(conf: Record<string, unknown>, folder: TemplateFolder, out: ConfReport): void {
  if (!('stylesheets' in conf)) return;
  if (!Array.isArray(conf.stylesheets)) return out.at(['stylesheets'], '"stylesheets" must be a list of file names in styles/.');
  conf.stylesheets.forEach((sheet, n) => {
    if (typeof sheet !== 'string') return out.at(['stylesheets', n], 'A stylesheet is named by a string.');
    if (folder.styles.has(sheet)) return;
    const suggestion = didYouMean(sheet, folder.styles);
    out.at(['stylesheets', n], `No stylesheet "${sheet}" in styles/.${suggestion ? ` Did you mean "${suggestion}"?` : ''}`, false, suggestion);
  });
}

function checkNavigations(conf: Record<string, unknown>, out: ConfReport): void {
  if (!('navigations' in conf)) return;
  if (!Array.isArray(conf.navigations)) return out.at(['navigations'], '"navigations" must be a list of { "title", "name" }.');
  conf.navigations.forEach((nav, n) => {
    if (!isObject(nav)) return out.at(['navigations', n], 'A navigation is an object: { "title": "Main Navigation", "name": "mainNav" }.');
    for (const key of ['title', 'name']) {
      if (typeof nav[key] !== 'string' || nav[key] === '') out.at(['navigations', n, key], `A navigation needs a "${key}" string.`);
    }
  });
}

function checkConf(folder: TemplateFolder, file: SourceText, report: Reporter): void {
  let conf: unknown;
  try {
    conf = parseJsonText(file.text, file.name);
  } catch (e) {
    if (!(e instanceof SourceFileError)) throw e;
    // The publisher's JSON reader finds where the syntax goes wrong; its message starts with the file name.
    const message = e.message.slice(e.message.indexOf(': ') + 2);
    report.atPosition(file, { line: e.line ?? 1, column: e.column ?? 1 }, undefined, `template.conf is not valid JSON: ${message.replace(/^invalid JSON: /, '')}`);
    return;
  }
  if (!isObject(conf)) {
    report.at(file, 0, 1, 'template.conf must be a JSON object.');
    return;
  }
  const out = new ConfReport(file, new JsonLocations(file.text), report);
  if (typeof conf.name !== 'string' || conf.name === '') out.at(['name'], 'template.conf needs a "name": the template\'s title.', 'name' in conf);
  for (const key of Object.keys(conf)) {
    if (KNOWN_KEYS.includes(key)) continue;
    const suggestion = didYouMean(key, KNOWN_KEYS);
    // Unknown keys are allowed (Squarespace adds some); only a near miss of a known one is worth a word.
    if (suggestion) out.at([key], `Unknown key "${key}" in template.conf. Did you mean "${suggestion}"?`, true, suggestion);
  }
  checkLayouts(conf, folder, out);
  checkStylesheets(conf, folder, out);
  checkNavigations(conf, out);
}

export const templateConf: Rule = {
  id: 'template-conf',
  severity: 'error',
  doc: 'template.conf must be a JSON object with a "name" and "layouts" whose regions exist as .region files; "stylesheets" must name files in styles/ and "navigations" be { title, name } pairs. A folder without template.conf needs site.region.',
  check({ folder }, report) {
    if (folder.templateConf) {
      checkConf(folder, folder.templateConf, report);
      return;
    }
    if (!folder.regions.has('site')) {
      report.atPosition(new SourceText('site.region', ''), { line: 1, column: 1 }, undefined, 'The template has neither template.conf nor site.region: add site.region, the document around every page.');
    }
  },
};
