/** The date formatters and predicates. (Stub: filled by the date plugin work.) */
import type { Plugin } from '../api';

export const datePlugin: Plugin = () => {};
