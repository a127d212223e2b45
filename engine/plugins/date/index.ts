/** The date family: the strftime-style `date` formatter. */
import type { Plugin } from '../api';
import { dateFormatter } from './date-formatter';

export const datePlugin: Plugin = (registry) => {
  registry.registerFormatter('date', dateFormatter);
};
