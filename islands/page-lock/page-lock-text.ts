/** The words and links the lock screen and join button use (schemas/messages.ts holds the words). */
export { PAGE_ACCESS_MESSAGES, RETRY_MESSAGE } from '../../schemas/messages';
export { signInUrl as signInUrlFor } from '../../schemas/page-access';
