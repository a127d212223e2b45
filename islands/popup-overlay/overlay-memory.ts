/**
 * What the browser remembers of the popup overlay (spec §3: local storage keys date-closed, version, submitted):
 * never again once the visitor has signed up, again at once when the owner changes its version, else not until
 * N days after it was closed.
 */
export const OVERLAY_KEYS = { dateClosed: 'date-closed', version: 'version', submitted: 'submitted' } as const;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface OverlayStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function shouldOpen(storage: OverlayStorage, version: string, closedDays: number, now: number): boolean {
  if (storage.getItem(OVERLAY_KEYS.submitted) === 'true') return false;
  if (storage.getItem(OVERLAY_KEYS.version) !== version) return true;
  const closedAt = Number(storage.getItem(OVERLAY_KEYS.dateClosed));
  if (!Number.isFinite(closedAt) || closedAt <= 0) return true;
  return now - closedAt >= closedDays * DAY_MS;
}

export function rememberClosed(storage: OverlayStorage, version: string, now: number): void {
  storage.setItem(OVERLAY_KEYS.dateClosed, String(now));
  storage.setItem(OVERLAY_KEYS.version, version);
}

export function rememberSubmitted(storage: OverlayStorage, version: string): void {
  storage.setItem(OVERLAY_KEYS.submitted, 'true');
  storage.setItem(OVERLAY_KEYS.version, version);
}
