/**
 * The third-party captchas' browser scripts (reCAPTCHA, hCaptcha, Turnstile), loaded only when the site uses one,
 * once per page, with explicit rendering. Each exposes the same render / getResponse / reset calls.
 */
import type { ThirdPartyCaptcha } from '../../schemas/captcha';
import { CAPTCHA_MESSAGES } from '../../schemas/messages';

export interface ProviderWidgetOptions {
  sitekey: string;
  size: 'compact' | 'normal';
  callback: (token: string) => void;
  'expired-callback': () => void;
}

export interface ProviderApi {
  render(container: HTMLElement, options: ProviderWidgetOptions): string | number;
  getResponse(widget: string | number): string | undefined;
  reset(widget: string | number): void;
}

/** Each provider's script and the global it defines. */
export const PROVIDER_SCRIPTS: Readonly<Record<ThirdPartyCaptcha, { url: string; global: string }>> = {
  recaptcha: { url: 'https://www.google.com/recaptcha/api.js?render=explicit', global: 'grecaptcha' },
  hcaptcha: { url: 'https://js.hcaptcha.com/1/api.js?render=explicit', global: 'hcaptcha' },
  turnstile: { url: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit', global: 'turnstile' },
};

const loading = new Map<ThirdPartyCaptcha, Promise<ProviderApi>>();

function whenReady(api: ProviderApi & { ready?: (callback: () => void) => void }): Promise<ProviderApi> {
  return new Promise((resolve) => (api.ready ? api.ready(() => resolve(api)) : resolve(api)));
}

/** The provider's API, loading its script on first use; rejects with 'ReCaptcha has not been set up!' when it cannot. */
export function loadProvider(provider: ThirdPartyCaptcha): Promise<ProviderApi> {
  let promise = loading.get(provider);
  if (!promise) {
    const { url, global } = PROVIDER_SCRIPTS[provider];
    promise = new Promise<ProviderApi>((resolve, reject) => {
      const element = document.createElement('script');
      element.src = url;
      element.async = true;
      element.onload = () => {
        const api = (window as unknown as Record<string, (ProviderApi & { ready?: (callback: () => void) => void }) | undefined>)[global];
        if (api) void whenReady(api).then(resolve);
        else reject(new Error(CAPTCHA_MESSAGES.notSetUp));
      };
      element.onerror = () => reject(new Error(CAPTCHA_MESSAGES.notSetUp));
      document.head.append(element);
    });
    loading.set(provider, promise);
  }
  return promise;
}
