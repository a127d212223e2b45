// The rules of locked pages and member areas: what a visitor gets at a path (public, open, or the lock screen 103,
// protected content 105, access denied 106), opening a lock with its password, and joining a member area.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { parse } from 'hono/utils/cookie';
import { PAGE_ACCESS_MESSAGES, unlockCookieName, type AccessStatus, type PageAccessState } from '../../schemas/page-access';
import type { Tables } from '../db/schema';
import { DomainError } from '../domain-error';
import type { AccessRules, Lock } from './access-rules';
import { matchesHash, matchesPlain } from './page-password';
import { requestPagePath } from './page-paths';
import type { MemberDirectory } from './site-user-adapter';
import { signUnlock, verifyUnlock } from './unlock-cookie';

export interface PageAccessDeps {
  db: Kysely<Tables>;
  rules: AccessRules;
  members: MemberDirectory;
  /** the cookie-signing secret (server/page-access/session-secret.ts) */
  secret: string;
  /** where `env` passwords are read */
  env: NodeJS.ProcessEnv;
  now: () => number;
  log: (message: string) => void;
}

export interface Unlocked {
  lockId: string;
  cookieName: string;
  cookieValue: string;
}

export type PageAccessService = ReturnType<typeof createPageAccessService>;

export function createPageAccessService(deps: PageAccessDeps) {
  const { rules } = deps;
  const warned = new Set<string>();

  /** The lock's password as configured now; undefined when its variable is unset (the lock then never opens). */
  function passwordOf(lock: Lock): { check(attempt: string): Promise<boolean>; fingerprint: string } | undefined {
    const source = lock.password;
    if ('scrypt' in source) {
      return { check: (attempt) => matchesHash(attempt, source.scrypt), fingerprint: sha(source.scrypt) };
    }
    const value = deps.env[source.env];
    if (!value) {
      if (!warned.has(lock.id)) {
        warned.add(lock.id);
        deps.log(`the lock ${lock.id} reads its password from ${source.env}, which is not set: it stays locked`);
      }
      return undefined;
    }
    return { check: async (attempt) => matchesPlain(attempt, value), fingerprint: sha(`env|${value}`) };
  }

  async function isOpen(lock: Lock, cookies: Record<string, string>): Promise<boolean> {
    const password = passwordOf(lock);
    if (!password) return false;
    return verifyUnlock(deps.secret, lock.id, password.fingerprint, cookies[unlockCookieName(lock.id)], deps.now());
  }

  /** The lock a visitor must open first at `path`: the site's, then the page's. */
  function locksAt(path: string): Lock[] {
    const page = rules.pages.get(path);
    return [...(rules.siteLock ? [rules.siteLock] : []), ...(page?.kind === 'lock' ? [page.lock] : [])];
  }

  return {
    /** Whether `path` is served from the private folder at all (a site lock makes every page so). */
    isProtected(pathname: string): boolean {
      return rules.siteLock !== undefined || rules.pages.has(requestPagePath(pathname));
    },

    async status(pathname: string, cookieHeader: string | undefined): Promise<AccessStatus> {
      const path = requestPagePath(pathname);
      const cookies = cookieHeader ? parse(cookieHeader) : {};
      const answer = (access: PageAccessState, more: Partial<AccessStatus> = {}): AccessStatus => ({ path, access, ...more });
      for (const lock of locksAt(path)) {
        if (!(await isOpen(lock, cookies))) return answer('locked', { lockId: lock.id });
      }
      const rule = rules.pages.get(path);
      if (rule?.kind === 'members') {
        const user = await deps.members.userOf(cookieHeader);
        if (!user) return answer('sign-in', { memberAreaId: rule.area.id });
        return answer(user.memberAreas.includes(rule.area.id) ? 'open' : 'denied', { memberAreaId: rule.area.id });
      }
      return answer(rule || rules.siteLock ? 'open' : 'public');
    },

    /** Opens the first closed lock in front of `path`; refuses a wrong password. */
    async unlock(pathname: string, attempt: string, cookieHeader: string | undefined): Promise<Unlocked> {
      const path = requestPagePath(pathname);
      const cookies = cookieHeader ? parse(cookieHeader) : {};
      const locks = locksAt(path);
      if (locks.length === 0) throw new DomainError('not_found', PAGE_ACCESS_MESSAGES.notLocked);
      let lock = locks[0];
      for (const candidate of locks) {
        lock = candidate;
        if (!(await isOpen(candidate, cookies))) break;
      }
      const password = passwordOf(lock);
      if (!password || !(await password.check(attempt))) throw new DomainError('forbidden', PAGE_ACCESS_MESSAGES.wrongPassword);
      return {
        lockId: lock.id,
        cookieName: unlockCookieName(lock.id),
        cookieValue: signUnlock(deps.secret, lock.id, password.fingerprint, deps.now()),
      };
    },

    async join(areaId: string, cookieHeader: string | undefined): Promise<void> {
      const area = rules.areas.get(areaId);
      if (!area) throw new DomainError('not_found', PAGE_ACCESS_MESSAGES.noSuchArea);
      if (area.access !== 'signed-in') throw new DomainError('forbidden', PAGE_ACCESS_MESSAGES.paidArea);
      const user = await deps.members.userOf(cookieHeader);
      if (!user) throw new DomainError('unauthenticated', PAGE_ACCESS_MESSAGES.signInToJoin);
      if (user.memberAreas.includes(areaId)) return;
      await deps.db.transaction().execute((trx) => deps.members.grant(trx, user.siteUserId, areaId, 'join'));
    },
  };
}

function sha(text: string): string {
  return createHash('sha256').update(text).digest('base64url');
}
