/** ICU message formatting: parse once, format many times. */
export { parseMessage } from './parser';
export { formatMessage, messageArguments, type ArgumentFormatter, type MessageArguments } from './format';
export type { MessageNode, MessageError, ParsedMessage } from './ast';
