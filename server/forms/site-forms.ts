// Reads the site forms of content/forms/*.json (contact, newsletter…) so the validate call knows them.
import { join } from 'node:path';
import { FormDefinition } from '../../schemas/forms';
import { ContentError, jsonFilesIn, readJsonFile } from '../content/json-files';

export function loadSiteForms(contentDir: string): FormDefinition[] {
  return jsonFilesIn(join(contentDir, 'forms')).map((file) => {
    const parsed = FormDefinition.safeParse(readJsonFile(file));
    if (!parsed.success) throw new ContentError(file, parsed.error.message);
    return parsed.data;
  });
}
