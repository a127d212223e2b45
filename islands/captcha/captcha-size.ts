/** The captcha's size (spec §5): compact when its container is narrower than 320 px. */
export const COMPACT_BELOW_PX = 320;

export function captchaSize(containerWidth: number): 'compact' | 'normal' {
  return containerWidth < COMPACT_BELOW_PX ? 'compact' : 'normal';
}
