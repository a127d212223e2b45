/** The bundled demo site's folders: Kiosk's default template, and the content the preview shows when no site, template or data is named. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const DEFAULT_TEMPLATE_DIR = path.join(ROOT, 'templates');
export const DEFAULT_CONTENT_DIR = path.join(ROOT, 'content');
