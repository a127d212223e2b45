/** The date family: the strftime-style `date` formatter. */
import type { Plugin, PluginFamily } from '../api';
import { familyPlugin } from '../family';
import { dateFormatter } from './date-formatter';

export const dateFamily: PluginFamily = {
  formatters: { date: dateFormatter },
};

export const datePlugin: Plugin = familyPlugin(dateFamily);
