/** The i18n formatters and predicates. (Stub: filled by the i18n plugin work.) */
import type { Plugin } from '../api';

export const i18nPlugin: Plugin = () => {};
