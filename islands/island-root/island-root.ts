/**
 * The element an island is mounted in. React owns only the root's children; islands that must also switch
 * the root's own `hidden` attribute or a class (a scarcity notice, a product mark) do it through this.
 */
import { createContext, useContext, useEffect } from 'react';

/** Provided by the hydrator; null while rendering on the server. */
export const IslandRootContext = createContext<HTMLElement | null>(null);

export function useIslandRoot(): HTMLElement | null {
  return useContext(IslandRootContext);
}

/**
 * Keeps the root's `hidden` attribute and the given classes as the island says. The server printed the first
 * state, so this only acts after hydration, when the state changes.
 */
export function useRootState(hidden: boolean | undefined, classes: Readonly<Record<string, boolean>> = {}): void {
  const root = useIslandRoot();
  const classKey = Object.entries(classes)
    .map(([name, on]) => `${name}:${on ? 1 : 0}`)
    .join(' ');
  useEffect(() => {
    if (!root) return;
    if (hidden !== undefined) root.hidden = hidden;
    for (const [name, on] of Object.entries(classes)) root.classList.toggle(name, on);
    // classKey stands for `classes`, a new object on every render.
  }, [root, hidden, classKey]);
}
