/** Where the lightbox sits: centred in the window, or 50 px from the top when it is taller than the window (spec §2, §9). */

export const LIGHTBOX_TOP_MARGIN_PX = 50;

export function lightboxTop(contentHeight: number, windowHeight: number): number {
  if (contentHeight > windowHeight) return LIGHTBOX_TOP_MARGIN_PX;
  return Math.max(0, Math.floor((windowHeight - contentHeight) / 2));
}
