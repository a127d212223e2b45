// A failure with nothing better to say (spec §8): in a module of its own, so the few pages' own scripts (the
// lock screen) and the add button share it without sharing a chunk (islands/bundle/island-chunks.ts).
export const RETRY_MESSAGE = 'Please try again.';
