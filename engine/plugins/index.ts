/**
 * Every built-in plugin family, as records keyed by template name, registered
 * in this order on the default registry (a later family's name would win).
 */
import type { Plugin, PluginFamily } from './api';
import { commerceFamily } from './commerce';
import { contentFamily } from './content';
import { coreFamily } from './core';
import { dateFamily } from './date';
import { familyPlugin } from './family';
import { i18nFamily } from './i18n';
import { socialFamily } from './social';

export const builtinFamilies: readonly PluginFamily[] = [
  coreFamily,
  dateFamily,
  i18nFamily,
  commerceFamily,
  contentFamily,
  socialFamily,
];

/** The same families as plugins, as `createRegistry` takes them. */
export const builtinPlugins: readonly Plugin[] = builtinFamilies.map(familyPlugin);
