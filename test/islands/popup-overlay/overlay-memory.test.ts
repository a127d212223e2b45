// The popup overlay's memory (spec §3 keys date-closed, version, submitted): when it may open again.
import { describe, expect, it } from 'vitest';
import { OVERLAY_KEYS, rememberClosed, rememberSubmitted, shouldOpen, type OverlayStorage } from '../../../islands/popup-overlay/overlay-memory';

function memoryStorage(): OverlayStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const DAY = 24 * 60 * 60 * 1000;

describe('popup overlay memory', () => {
  it('opens for a first visit, then not until closedDays after closing', () => {
    const storage = memoryStorage();
    expect(shouldOpen(storage, 'v1', 14, 0)).toBe(true);
    rememberClosed(storage, 'v1', 1_000);
    expect(storage.items.get(OVERLAY_KEYS.dateClosed)).toBe('1000');
    expect(storage.items.get(OVERLAY_KEYS.version)).toBe('v1');
    expect(shouldOpen(storage, 'v1', 14, 1_000 + 13 * DAY)).toBe(false);
    expect(shouldOpen(storage, 'v1', 14, 1_000 + 14 * DAY)).toBe(true);
  });

  it('opens again at once when the version changes', () => {
    const storage = memoryStorage();
    rememberClosed(storage, 'v1', 1_000);
    expect(shouldOpen(storage, 'v2', 14, 2_000)).toBe(true);
  });

  it('never opens again after a sign-up, whatever the version', () => {
    const storage = memoryStorage();
    rememberSubmitted(storage, 'v1');
    expect(storage.items.get(OVERLAY_KEYS.submitted)).toBe('true');
    expect(shouldOpen(storage, 'v1', 0, 10 * DAY)).toBe(false);
    expect(shouldOpen(storage, 'v2', 0, 10 * DAY)).toBe(false);
  });

  it('treats a garbled date as never closed', () => {
    const storage = memoryStorage();
    storage.setItem(OVERLAY_KEYS.version, 'v1');
    storage.setItem(OVERLAY_KEYS.dateClosed, 'yesterday');
    expect(shouldOpen(storage, 'v1', 14, 5_000)).toBe(true);
  });
});
