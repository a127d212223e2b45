// The third-party captcha widget's refusals and sizing (spec §5, §8): called without a site key it rejects with
// 'ReCaptcha has not been set up!' before loading any script; compact under 320 px.
import { describe, expect, it } from 'vitest';
import { captchaSize } from '../../../islands/captcha/captcha-size';
import { renderProviderWidget } from '../../../islands/captcha/captcha-widget';
import { resolveCaptcha } from '../../../schemas/captcha';

const container = { hasAttribute: () => false, setAttribute: () => undefined, clientWidth: 400 } as unknown as HTMLElement;
const callbacks = { callback: () => undefined, 'expired-callback': () => undefined };

describe('the captcha widget', () => {
  it("rejects with 'ReCaptcha has not been set up!' when a provider is called without a site key", async () => {
    await expect(renderProviderWidget(container, { provider: 'recaptcha', siteKey: '' }, callbacks)).rejects.toThrow('ReCaptcha has not been set up!');
    await expect(renderProviderWidget(container, { provider: 'turnstile', siteKey: '' }, callbacks)).rejects.toThrow('ReCaptcha has not been set up!');
  });

  it('has no third-party widget to render for proof-of-work', async () => {
    await expect(renderProviderWidget(container, resolveCaptcha(undefined), callbacks)).rejects.toThrow('ReCaptcha has not been set up!');
  });

  it('reads a bare site key as reCAPTCHA, as the spec\'s settings mean it', () => {
    expect(resolveCaptcha({ siteKey: ' 6Lc-key ' })).toEqual({ provider: 'recaptcha', siteKey: '6Lc-key' });
    expect(resolveCaptcha({ provider: 'hcaptcha', siteKey: 'k' })).toEqual({ provider: 'hcaptcha', siteKey: 'k' });
    expect(resolveCaptcha({})).toEqual({ provider: 'proof-of-work', siteKey: '' });
  });

  it('is compact when its container is narrower than 320 px', () => {
    expect(captchaSize(319)).toBe('compact');
    expect(captchaSize(320)).toBe('normal');
  });
});
