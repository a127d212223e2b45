/**
 * The restock form's captcha (spec §5: only when the site has a captcha key). Loads the provider's script on
 * first use, renders once per container (compact under 320 px), and gives the token, a reset and a destroy.
 * Never loaded on a site without a key.
 */

export const CAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js?render=explicit';
export const CAPTCHA_NOT_SET_UP = 'ReCaptcha has not been set up!';
export const COMPACT_BELOW_PX = 320;

interface ReCaptcha {
  ready(callback: () => void): void;
  render(container: HTMLElement, options: { sitekey: string; size: 'compact' | 'normal' }): number;
  getResponse(widget: number): string;
  reset(widget: number): void;
}

export interface Captcha {
  /** the solved captcha's token; undefined until solved */
  token(): string | undefined;
  reset(): void;
  destroy(): void;
}

let script: Promise<ReCaptcha> | undefined;

function loadProvider(): Promise<ReCaptcha> {
  script ??= new Promise((resolve, reject) => {
    const element = document.createElement('script');
    element.src = CAPTCHA_SCRIPT_URL;
    element.async = true;
    element.onload = () => {
      const provider = (window as unknown as { grecaptcha?: ReCaptcha }).grecaptcha;
      if (provider) provider.ready(() => resolve(provider));
      else reject(new Error(CAPTCHA_NOT_SET_UP));
    };
    element.onerror = () => reject(new Error(CAPTCHA_NOT_SET_UP));
    document.head.append(element);
  });
  return script;
}

export function captchaSize(containerWidth: number): 'compact' | 'normal' {
  return containerWidth < COMPACT_BELOW_PX ? 'compact' : 'normal';
}

export async function renderCaptcha(container: HTMLElement, siteKey: string): Promise<Captcha> {
  const provider = await loadProvider();
  // Spec §4: a captcha is rendered once per container, then marked rendered.
  if (container.dataset.captchaRendered === 'true') throw new Error('This captcha is already rendered.');
  const widget = provider.render(container, { sitekey: siteKey, size: captchaSize(container.clientWidth) });
  container.dataset.captchaRendered = 'true';
  return {
    token: () => provider.getResponse(widget) || undefined,
    reset: () => provider.reset(widget),
    destroy: () => {
      container.replaceChildren();
      delete container.dataset.captchaRendered;
    },
  };
}
