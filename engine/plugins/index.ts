/** Every built-in plugin family, registered in this order on the default registry. */
import type { Plugin } from './api';
import { corePlugin } from './core';
import { datePlugin } from './date';
import { i18nPlugin } from './i18n';
import { commercePlugin } from './commerce';
import { contentPlugin } from './content';
import { socialPlugin } from './social';

export const builtinPlugins: readonly Plugin[] = [
  corePlugin,
  datePlugin,
  i18nPlugin,
  commercePlugin,
  contentPlugin,
  socialPlugin,
];
