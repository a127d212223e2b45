/** The commerce formatters and predicates. (Stub: filled by the commerce plugin work.) */
import type { Plugin } from '../api';

export const commercePlugin: Plugin = () => {};
