import { describe, expect, it } from 'vitest';
import { didYouMean } from '../../checker/did-you-mean';

describe('didYouMean', () => {
  it('finds the nearest known name, or none when nothing is close', () => {
    expect(didYouMean('htlm', ['html', 'htmlattr', 'safe'])).toBe('html');
    expect(didYouMean('SiteTitle', ['siteTitle', 'title'])).toBe('siteTitle');
    expect(didYouMean('main_image', ['main-image'])).toBe('main-image');
    expect(didYouMean('zzz', ['html', 'safe'])).toBeUndefined();
    expect(didYouMean('html', ['html'])).toBeUndefined();
  });
});
