/** Commerce widget formatters: the markup islands adopt. (Stub: filled by the commerce widgets work.) */
import type { Plugin } from '../../api';

export const commerceWidgetsPlugin: Plugin = () => {};
