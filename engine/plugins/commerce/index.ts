/** The commerce formatters and predicates: prices, money, product state, and the widgets islands adopt. */
import type { Plugin } from '../api';
import { commerceWidgetsPlugin } from './widgets';

export const commercePlugin: Plugin = (registry) => {
  commerceWidgetsPlugin(registry);
};
