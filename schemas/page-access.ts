// Locked pages and member areas: how content declares them (content/member-areas.json, a page file's `access`,
// website.json's `siteLock`) and the shapes of the /api/page-access calls; shared by publisher/, server/ and islands/.
import * as z from 'zod/mini';
import { PAGE_ACCESS_MESSAGES } from './messages';

export { PAGE_ACCESS_MESSAGES };

/** The file under content/ that lists the member areas. */
export const MEMBER_AREAS_FILE = 'member-areas.json';

const Slug = z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,62}$/, { error: 'must be 1 to 63 lowercase letters, digits and dashes' }));

/**
 * Who may enter an area. `signed-in`: any signed-in visitor who joined it (one click once signed in). `paid`: the
 * buyers of its membership, a PAYWALL product (type 5) whose content names the area (`"memberAreaId"`); the area
 * names that product's page (`productUrl`), where its join button leads. The checkout grants the membership to the
 * account the buyer is signed in to; a refund or cancellation of the order withdraws it.
 */
const memberAreaFields = {
  id: Slug,
  name: z.string().check(z.minLength(1), z.maxLength(200)),
  /** the join button's label (default "Join") */
  joinButtonText: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
  /** one line on what members get, shown on the protected-content and access-denied pages */
  description: z.optional(z.string().check(z.maxLength(1000))),
};

const ProductUrl = z.string({ error: 'a "paid" area names the page of the PAYWALL product that grants it: "productUrl": "/shop/p/<product>"' })
  .check(z.regex(/^\/[^\s]{0,2047}$/, { error: 'productUrl must be a path on this site, starting with /' }));

/** One member area of content/member-areas.json; who may enter it is said above. */
export const MemberArea = z.discriminatedUnion('access', [
  z.object({ ...memberAreaFields, access: z.literal('signed-in') }),
  z.object({ ...memberAreaFields, access: z.literal('paid'), productUrl: ProductUrl }),
], { error: 'access must be "signed-in" or "paid"' });
export type MemberArea = z.infer<typeof MemberArea>;

export const MemberAreasFile = z.object({ memberAreas: z.array(MemberArea) });

/**
 * Where a lock's password comes from; never the password itself in content. `env`: the variable holding it on the
 * server (KIOSK_PAGE_PASSWORD_<X>); `scrypt`: its hash, as `kiosk page-password hash` prints it.
 */
export const PasswordSource = z.union([
  z.strictObject({ env: z.string().check(z.regex(/^KIOSK_PAGE_PASSWORD_[A-Z0-9_]+$/, { error: 'env must be named KIOSK_PAGE_PASSWORD_<X>' })) }),
  z.strictObject({ scrypt: z.string().check(z.regex(/^scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9_-]+\$[A-Za-z0-9_-]+$/, { error: 'scrypt must be a hash printed by kiosk page-password hash' })) }),
]);
export type PasswordSource = z.infer<typeof PasswordSource>;

/** A page file's `access`: members of one area, or a password. */
export const PageAccessRule = z.union([
  z.strictObject({ memberArea: Slug }),
  z.strictObject({ password: PasswordSource }),
]);
export type PageAccessRule = z.infer<typeof PageAccessRule>;

/** website.json's `siteLock`: one password in front of every page. */
export const SiteLock = z.object({ password: PasswordSource });

/** The keys that declare access; the publisher keeps them out of page contexts (they may carry a hash). */
export const ACCESS_KEYS = { page: 'access', site: 'siteLock' } as const;

/** The lock id of the site-wide lock; a page lock's id is `page-<urlId>`. */
export const SITE_LOCK_ID = 'site';

export function pageLockId(urlId: string): string {
  return `page-${urlId}`;
}

/** The cookie that remembers an opened lock (HttpOnly, signed): one per lock. */
export function unlockCookieName(lockId: string): string {
  return `kiosk-unlock-${lockId}`;
}

const PagePath = z.string().check(z.minLength(1), z.maxLength(2048), z.startsWith('/'));

/** POST /api/page-access/unlock */
export const UnlockRequest = z.object({
  path: PagePath,
  password: z.string({ error: PAGE_ACCESS_MESSAGES.blankPassword }).check(
    z.minLength(1, { error: PAGE_ACCESS_MESSAGES.blankPassword }),
    z.maxLength(1024, { error: PAGE_ACCESS_MESSAGES.wrongPassword }),
  ),
});
export type UnlockRequest = z.input<typeof UnlockRequest>;
export const UnlockResponse = z.object({ unlocked: z.literal(true), lockId: z.string() });

/**
 * What a visitor gets at a path: `public` (not protected), `open` (protected and allowed), `locked` (lock screen,
 * 103), `sign-in` (protected content, 105: members only, not signed in), `denied` (member-area access denied, 106).
 */
export const PageAccessState = z.enum(['public', 'open', 'locked', 'sign-in', 'denied']);
export type PageAccessState = z.infer<typeof PageAccessState>;

export const AccessStatusQuery = z.object({ path: PagePath });
export const AccessStatus = z.object({
  path: z.string(),
  access: PageAccessState,
  /** the lock in front of the page (locked) */
  lockId: z.optional(z.string()),
  /** the page's member area (sign-in, denied, open member pages) */
  memberAreaId: z.optional(z.string()),
});
export type AccessStatus = z.infer<typeof AccessStatus>;

export const JoinParams = z.object({ areaId: Slug });
export const JoinResponse = z.object({ joined: z.literal(true), memberAreaId: z.string() });

/**
 * Where the build keeps protected pages: under this prefix inside Astro's output, moved after the build into the
 * private folder beside dist/ (`dist-private/`). The server reads them from there, after the access check.
 */
export const PRIVATE_PREFIX = '/_kiosk-private';

function under(folder: string, path: string): string {
  return `/${folder}${path === '/' ? '' : path}`;
}

/** Paths inside the private folder (no prefix): each has an index.html. */
export const PRIVATE_PAGES = {
  /** the protected page itself */
  content: (path: string) => under('pages', path),
  /** the lock screen (103) of a lock */
  lockScreen: (lockId: string) => `/gates/lock/${lockId}`,
  /** protected content (105): a members-only page to a signed-out visitor */
  signIn: (path: string) => under('gates/sign-in', path),
  /** member-area access denied (106) */
  denied: (path: string) => under('gates/denied', path),
} as const;

/** The private folder beside a published folder: `dist` → `dist-private`. */
export function privateDirOf(distDir: string): string {
  return `${distDir.replace(/[\\/]+$/, '')}-private`;
}

/** Where a visitor signs in before a members-only page, coming back to it after. */
export function signInUrl(path: string): string {
  return `/account/login?next=${encodeURIComponent(path)}`;
}

// What a protected page's request is answered with, by its access state: the page itself (200), the lock screen
// (103, 401), protected content (105, 401) or member-area access denied (106, 403), all from the private folder.

export interface GateAnswer {
  /** the page's folder inside the private folder (it holds index.html) */
  privatePath: string;
  status: 200 | 401 | 403;
}

/** No CDN or shared cache may keep a protected page, or an answer that depends on the visitor's cookies. */
export const PROTECTED_CACHE_CONTROL = 'private, no-store';

export function gateAnswer(status: AccessStatus): GateAnswer | undefined {
  switch (status.access) {
    case 'public':
      return undefined;
    case 'open':
      return { privatePath: PRIVATE_PAGES.content(status.path), status: 200 };
    case 'locked':
      return { privatePath: PRIVATE_PAGES.lockScreen(status.lockId ?? ''), status: 401 };
    case 'sign-in':
      return { privatePath: PRIVATE_PAGES.signIn(status.path), status: 401 };
    case 'denied':
      return { privatePath: PRIVATE_PAGES.denied(status.path), status: 403 };
  }
}
