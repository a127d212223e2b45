/** The social formatters and predicates. (Stub: filled by the social plugin work.) */
import type { Plugin } from '../api';

export const socialPlugin: Plugin = () => {};
