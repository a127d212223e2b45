/**
 * How launchers (kiosk serve/start, the dev plugin) find, configure and type the server without loading it:
 * this module imports nothing of the server at run time, only its types.
 */
import path from 'node:path';
import type { ApiOptions, createApi } from './api';
import type { createServer } from './site-server';

/** The server's public module, project-root relative (as Vite's ssrLoadModule wants it). */
export const SERVER_ENTRY = '/server/index.ts';

/** The SQLite file when KIOSK_DB is not set, relative to the site folder (each site keeps its own database). */
export const DEFAULT_DB = 'data/kiosk.db';

/** What importing SERVER_ENTRY gives a launcher. */
export interface ServerModule {
  /** The /api app (paths include /api). */
  createApi: typeof createApi;
  /** /api plus dist/ and its 404 page: the production app. */
  createServer: typeof createServer;
}

/** The part of the server's apps a launcher calls. */
export interface FetchApp {
  fetch(request: Request, ...rest: unknown[]): Response | Promise<Response>;
}

/** The server's options as the environment sets them, and the site's content/. */
export type EnvApiOptions = ApiOptions & {
  dbFile: string;
  contentDir: string;
  /** the Domain the API's cookies are set for (KIOSK_COOKIE_DOMAIN), so pages on a sibling host can read the crumb */
  cookieDomain?: string;
};

/**
 * `siteRoot` is the site folder (content/, templates/; the repository for the demo store). The environment variables
 * the server reads: DATABASE_URL (postgres://…: PostgreSQL instead of SQLite), KIOSK_DB (the SQLite file, relative to
 * the site folder; default data/kiosk.db), KIOSK_TRUST_PROXY (comma-separated proxy addresses whose
 * X-Forwarded-For is believed); KIOSK_SITE_URL (the site's origin in email links);
 * for email KIOSK_SMTP_URL (else .eml files in data/outbox/) and KIOSK_EMAIL_FROM;
 * for payments KIOSK_TEST_PAYMENTS, KIOSK_STRIPE_SECRET_KEY, KIOSK_STRIPE_PUBLISHABLE_KEY,
 * KIOSK_STRIPE_WEBHOOK_SECRET and KIOSK_STRIPE_API_BASE (server/payments/payment-config.ts). For spam protection KIOSK_CAPTCHA_SECRET,
 * KIOSK_CAPTCHA_HMAC_KEY, KIOSK_CAPTCHA_VERIFY_URL and KIOSK_FORM_MIN_FILL_MS (server/captcha/captcha-setup.ts); KIOSK_WEBHOOK_SECRET
 * (the key of form webhooks' signatures, read by the background work: server/forms/webhook-sender.ts); KIOSK_SESSION_SECRET
 * (signs visitor sessions, unlocked pages and order status links; else one generated and kept in the database) and
 * the page passwords KIOSK_PAGE_PASSWORD_* (server/page-access/). For pages published on another origin
 * (server/serving/) KIOSK_SITE_ORIGINS (who may call the API with cookies: CORS) and KIOSK_COOKIE_DOMAIN. Owner API keys live
 * in the database (`kiosk keys`).
 */
export function apiOptionsFromEnv(siteRoot: string, env: NodeJS.ProcessEnv = process.env): EnvApiOptions {
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    dbFile: path.resolve(siteRoot, env.KIOSK_DB || DEFAULT_DB),
    contentDir: path.join(siteRoot, 'content'),
    trustProxy: env.KIOSK_TRUST_PROXY || undefined,
    siteUrl: env.KIOSK_SITE_URL || undefined,
    siteOrigins: env.KIOSK_SITE_ORIGINS || undefined,
    cookieDomain: env.KIOSK_COOKIE_DOMAIN || undefined,
    background: env,
    captchaEnv: env,
    secretsEnv: env,
  };
}
