/** The core formatters and predicates. (Stub: filled by the core plugin work.) */
import type { Plugin } from '../api';

export const corePlugin: Plugin = () => {};
