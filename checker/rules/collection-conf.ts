/** `collection-conf`: collections/*.conf and pages/*.page.conf are JSON objects with known values where Squarespace fixes them. */
import { parseJsonText, SourceFileError } from '../../publisher/source';
import { JsonLocations } from '../json-locations';
import type { Rule } from '../rule';

/** The orderings seen in Squarespace's collection .conf files; another may exist, so it is only a warning. */
const ORDERINGS = ['chronological', 'user-orderable', 'calendar', 'music-album'];

export const collectionConf: Rule = {
  id: 'collection-conf',
  severity: 'error',
  doc: 'A collection\'s .conf (and a page\'s .page.conf) must be a JSON object; "title" is text, "ordering" is a known ordering (chronological, user-orderable, calendar, music-album; another is a warning), "acceptTypes" a list of names.',
  check({ folder }, report) {
    for (const file of folder.confs) {
      let conf: unknown;
      try {
        conf = parseJsonText(file.text, file.name);
      } catch (e) {
        if (!(e instanceof SourceFileError)) throw e;
        const message = e.message.slice(e.message.indexOf(': ') + 2).replace(/^invalid JSON: /, '');
        report.atPosition(file, { line: e.line ?? 1, column: e.column ?? 1 }, undefined, `${file.name} is not valid JSON: ${message}`);
        continue;
      }
      if (conf === null || typeof conf !== 'object' || Array.isArray(conf)) {
        report.at(file, 0, 1, `${file.name} must be a JSON object.`);
        continue;
      }
      const where = new JsonLocations(file.text);
      const value = (key: string) => (conf as Record<string, unknown>)[key];
      const at = (key: string, message: string, severity?: 'warning') => {
        const loc = where.get([key])!;
        report.at(file, loc.valueOffset, loc.valueEnd - loc.valueOffset, message, severity ? { severity } : {});
      };
      if ('title' in conf && typeof value('title') !== 'string') at('title', '"title" must be text.');
      if ('ordering' in conf && !ORDERINGS.includes(value('ordering') as string)) {
        const known = `one of ${ORDERINGS.map((o) => `"${o}"`).join(', ')}`;
        if (typeof value('ordering') !== 'string') at('ordering', `"ordering" must be ${known}.`);
        else at('ordering', `"ordering" is usually ${known}; "${value('ordering')}" may not be a Squarespace ordering.`, 'warning');
      }
      const types = value('acceptTypes');
      if ('acceptTypes' in conf && !(Array.isArray(types) && types.every((t) => typeof t === 'string'))) {
        at('acceptTypes', '"acceptTypes" must be a list of type names, e.g. ["text"].');
      }
    }
  },
};
