/** The content formatters and predicates. (Stub: filled by the content plugin work.) */
import type { Plugin } from '../api';

export const contentPlugin: Plugin = () => {};
