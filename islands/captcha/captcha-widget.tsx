/**
 * The one captcha widget of the site forms and the restock form (spec §4, §5): rendered only when configured, once
 * per container (then marked rendered), compact under 320 px. Proof-of-work is a keyboard-operable checkbox solved
 * in the browser; reCAPTCHA, hCaptcha and Turnstile render their own widget from their script. Progress is
 * announced in a live region ('Verifying you are human…', 'Verified').
 */
import { useEffect, useId, useImperativeHandle, useRef, useState, type ReactNode, type Ref } from 'react';
import type { CaptchaConfig } from '../../schemas/captcha';
import { CAPTCHA_API } from '../../schemas/contract/captcha';
import { CAPTCHA_MESSAGES } from '../../schemas/messages';
import { callEndpoint } from '../site-api/client';
import { browserTransport } from '../site-api/transport';
import { captchaSize } from './captcha-size';
import { loadProvider, type ProviderApi, type ProviderWidgetOptions } from './provider-scripts';
import { findNumber, solutionToken } from './solve-proof-of-work';

export interface CaptchaHandle {
  /** the solved captcha's token; undefined until solved (and again after a reset) */
  token(): string | undefined;
  /** back to unsolved: a token serves one submission */
  reset(): void;
}

export interface CaptchaWidgetProps {
  config: CaptchaConfig;
  /** told whenever the captcha becomes solved or unsolved */
  onSolvedChange?: (solved: boolean) => void;
  ref?: Ref<CaptchaHandle>;
}

type Phase = 'idle' | 'verifying' | 'verified' | 'failed';

const STATUS_TEXT: Record<Phase, string> = {
  idle: '',
  verifying: CAPTCHA_MESSAGES.verifying,
  verified: CAPTCHA_MESSAGES.verified,
  failed: CAPTCHA_MESSAGES.failed,
};

export const RENDERED_ATTRIBUTE = 'data-captcha-rendered';

/** Renders the third-party widget into `container` once (spec §4); rejects 'ReCaptcha has not been set up!' without a key. */
export async function renderProviderWidget(
  container: HTMLElement, config: CaptchaConfig, callbacks: Pick<ProviderWidgetOptions, 'callback' | 'expired-callback'>,
): Promise<{ api: ProviderApi; widget: string | number } | undefined> {
  if (config.provider === 'proof-of-work' || !config.siteKey) throw new Error(CAPTCHA_MESSAGES.notSetUp);
  const api = await loadProvider(config.provider);
  if (container.hasAttribute(RENDERED_ATTRIBUTE)) return undefined;
  const widget = api.render(container, { sitekey: config.siteKey, size: captchaSize(container.clientWidth), ...callbacks });
  container.setAttribute(RENDERED_ATTRIBUTE, 'true');
  return { api, widget };
}

export function CaptchaWidget({ config, onSolvedChange, ref }: CaptchaWidgetProps): ReactNode {
  const id = useId();
  const container = useRef<HTMLDivElement>(null);
  const checkbox = useRef<HTMLInputElement>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [compact, setCompact] = useState(false);
  const token = useRef<string | undefined>(undefined);
  const provider = useRef<{ api: ProviderApi; widget: string | number } | undefined>(undefined);
  const search = useRef<AbortController | undefined>(undefined);
  const notify = useRef(onSolvedChange);
  notify.current = onSolvedChange;

  const settle = (next: Phase, value?: string) => {
    token.current = value;
    setPhase(next);
    notify.current?.(value !== undefined);
  };

  async function solve(): Promise<void> {
    search.current?.abort();
    const controller = new AbortController();
    search.current = controller;
    settle('verifying');
    const answer = await callEndpoint(browserTransport, CAPTCHA_API.challenge, {});
    const challenge = answer.ok ? answer.data : undefined;
    const number = challenge ? await findNumber(challenge, controller.signal) : undefined;
    if (controller.signal.aborted) return;
    if (challenge && number !== undefined) settle('verified', solutionToken(challenge, number));
    else settle('failed');
  }

  useImperativeHandle(ref, () => ({
    token: () => (config.provider === 'proof-of-work' ? token.current : (provider.current && provider.current.api.getResponse(provider.current.widget)) || undefined),
    reset: () => {
      search.current?.abort();
      if (provider.current) provider.current.api.reset(provider.current.widget);
      settle('idle');
    },
  }), [config.provider]);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    setCompact(captchaSize(element.clientWidth) === 'compact');
    if (config.provider === 'proof-of-work') {
      element.setAttribute(RENDERED_ATTRIBUTE, 'true');
      // Ticked before the island woke up: the visitor asked for it already.
      if (checkbox.current?.checked && token.current === undefined) void solve();
      return () => search.current?.abort();
    }
    let live = true;
    renderProviderWidget(element.querySelector<HTMLElement>('.captcha-provider') ?? element, config, {
      callback: (value) => live && settle('verified', value),
      'expired-callback': () => live && settle('idle'),
    }).then(
      (rendered) => void (provider.current = rendered ?? provider.current),
      (error: unknown) => console.error('Kiosk captcha:', error instanceof Error ? error.message : error),
    );
    return () => void (live = false);
    // The config is fixed for the page; rendering again would break "once per container".
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className={`captcha-container${compact ? ' captcha-container--compact' : ''}`} ref={container} data-captcha-provider={config.provider}>
      {config.provider === 'proof-of-work' ? (
        <label className="captcha-check" htmlFor={`${id}-check`}>
          <input
            ref={checkbox}
            id={`${id}-check`}
            type="checkbox"
            checked={phase === 'verified' || phase === 'verifying'}
            disabled={phase === 'verifying' || phase === 'verified'}
            aria-describedby={`${id}-status`}
            onChange={(event) => event.currentTarget.checked && void solve()}
          />
          <span>{CAPTCHA_MESSAGES.label}</span>
        </label>
      ) : (
        <div className="captcha-provider" />
      )}
      <p className="captcha-status" id={`${id}-status`} role="status" aria-live="polite">
        {STATUS_TEXT[phase]}
      </p>
    </div>
  );
}
