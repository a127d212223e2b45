// Where the published pages find the API, as the owner sets it: KIOSK_API_ORIGIN / KIOSK_API_REWRITE at build time,
// else `apiOrigin` / `apiRewrite` in the site's kiosk.config.json. Only these two keys are read here.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const SITE_CONFIG_FILE = 'kiosk.config.json';
export const API_ORIGIN_ENV = 'KIOSK_API_ORIGIN';
export const API_REWRITE_ENV = 'KIOSK_API_REWRITE';

export interface HostingSettings {
  /** the origin `kiosk serve --api-only` answers on (https://api.shop.example); undefined: the pages' own origin */
  apiOrigin?: string;
  /**
   * true: the pages keep calling /api on their own origin and the host forwards it to apiOrigin (the rewrite rules);
   * false: the pages call apiOrigin directly (CORS)
   */
  apiRewrite: boolean;
}

/** An origin as the owner writes it, checked and without a path; throws with the setting's name when it is none. */
export function parseOrigin(text: string, setting: string): string {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw new Error(`${setting}: "${text}" is not a URL (write the API's origin, e.g. https://api.shop.example)`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${setting}: "${text}" is not an http(s) URL`);
  if (url.pathname !== '/' || url.search || url.hash) throw new Error(`${setting}: "${text}" must be an origin only (no path): the pages add /api/…`);
  return url.origin;
}

function flag(text: string | undefined): boolean | undefined {
  const value = text?.trim().toLowerCase();
  if (!value) return undefined;
  if (['1', 'on', 'true', 'yes'].includes(value)) return true;
  if (['0', 'off', 'false', 'no'].includes(value)) return false;
  throw new Error(`${API_REWRITE_ENV} must be "on" or "off", not "${text}"`);
}

function readConfig(siteRoot: string): { apiOrigin?: unknown; apiRewrite?: unknown } {
  const file = path.join(siteRoot, SITE_CONFIG_FILE);
  if (!existsSync(file)) return {};
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  return parsed && typeof parsed === 'object' ? (parsed as { apiOrigin?: unknown; apiRewrite?: unknown }) : {};
}

export function hostingSettings(siteRoot: string, env: NodeJS.ProcessEnv): HostingSettings {
  const config = readConfig(siteRoot);
  const fromEnv = env[API_ORIGIN_ENV]?.trim();
  let apiOrigin: string | undefined;
  if (fromEnv) apiOrigin = parseOrigin(fromEnv, API_ORIGIN_ENV);
  else if (typeof config.apiOrigin === 'string' && config.apiOrigin.trim() !== '') apiOrigin = parseOrigin(config.apiOrigin, `${SITE_CONFIG_FILE} apiOrigin`);
  const apiRewrite = flag(env[API_REWRITE_ENV]) ?? config.apiRewrite === true;
  return { apiOrigin, apiRewrite };
}
