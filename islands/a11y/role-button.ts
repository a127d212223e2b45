/** Keyboard activation for elements that act as buttons through role="button" (Enter and Space, as a <button>). */
import type { KeyboardEvent } from 'react';

export function onActivationKey(activate: () => void) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    activate();
  };
}
