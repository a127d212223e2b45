/**
 * Locale sync (spec §7): a signed-in visitor's language is sent (POST …/locale) only when a translation widget is
 * on the top window. The marker Kiosk reads: an element with `data-translation-widget` in the top window's
 * document; its `data-language` is the language the widget shows, else that document's `<html lang>`. A site that
 * installs a translation widget adds the attribute to the widget's root. Each language is sent once per tab.
 */
import { LanguageTag } from '../../schemas/site-users';
import * as z from 'zod/mini';
import type { SiteTransport } from '../site-api/transport';
import { setLocale } from './account-api';

export const TRANSLATION_WIDGET_ATTRIBUTE = 'data-translation-widget';
const SENT_KEY = 'kiosk.siteUserLocaleSent';

/** The part of a window read here (tests pass a stand-in). */
export interface TopWindow {
  document: { querySelector(selector: string): { getAttribute(name: string): string | null } | null; documentElement: { lang: string } };
}

/** The language the top window's translation widget shows, or undefined when there is no widget (or no access). */
export function widgetLanguage(top: TopWindow | null | undefined): string | undefined {
  try {
    const widget = top?.document.querySelector(`[${TRANSLATION_WIDGET_ATTRIBUTE}]`);
    if (!widget || !top) return undefined;
    const language = widget.getAttribute('data-language') || top.document.documentElement.lang;
    return z.safeParse(LanguageTag, language).success ? language : undefined;
  } catch {
    // A top window of another origin (the site framed elsewhere) cannot be read: no widget of ours.
    return undefined;
  }
}

function sentBefore(language: string): boolean {
  try {
    return sessionStorage.getItem(SENT_KEY) === language;
  } catch {
    return false;
  }
}

function rememberSent(language: string): void {
  try {
    sessionStorage.setItem(SENT_KEY, language);
  } catch {
    // Without storage the language is sent again on the next page: harmless.
  }
}

/** Sends the widget's language for a signed-in visitor; answers whether a call was made. */
export async function syncLocale(transport: SiteTransport, top: TopWindow | null | undefined = typeof window === 'undefined' ? undefined : window.top): Promise<boolean> {
  const language = widgetLanguage(top);
  if (!language || sentBefore(language)) return false;
  const answer = await setLocale(transport, language);
  if (answer.ok) rememberSent(language);
  return true;
}
