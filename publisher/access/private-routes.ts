/**
 * The routes the build writes under PRIVATE_PREFIX (moved to the private folder afterwards): each protected page
 * itself, and its gate pages: the lock screen (103) of each lock, protected content (105) and member-area access
 * denied (106) of each members-only page, rendered from templates/pages/<urlId>.page.
 */
import { PRIVATE_PAGES, PRIVATE_PREFIX, signInUrl, SITE_LOCK_ID } from '../../schemas/page-access';
import { PAGE_TYPE } from '../page-types';
import { pageTitle } from '../page-context';
import type { Route } from '../routes';
import type { SiteContent } from '../source/load-content';
import type { JsonObject } from '../source/read-json';
import { isProtectedRoute, type AccessPlan } from './access-plan';

/** The gate pages' templates (templates/pages/<name>.page). */
export const GATE_TEMPLATES = {
  lockScreen: 'lock-screen',
  protectedContent: 'protected-content',
  accessDenied: 'member-access-denied',
} as const;

function gate(urlId: string, privatePath: string, pageType: number, data: JsonObject): Route {
  return { kind: 'page', path: `${PRIVATE_PREFIX}${privatePath}`, page: { urlId, data }, pageType };
}

function ownTitle(content: SiteContent, route: Route): string {
  const title = pageTitle(content, route);
  const site = pageTitle(content, { ...route, path: '/' });
  return title.endsWith(` — ${site}`) ? title.slice(0, -` — ${site}`.length) : title;
}

export function privateRoutes(plan: AccessPlan, routes: readonly Route[], content: SiteContent): Route[] {
  const out: Route[] = [];
  const lockScreens = new Set<string>();
  const lockScreen = (lockId: string, protectedPage?: JsonObject) => {
    if (lockScreens.has(lockId)) return;
    lockScreens.add(lockId);
    out.push(gate(GATE_TEMPLATES.lockScreen, PRIVATE_PAGES.lockScreen(lockId), PAGE_TYPE.lockScreen, {
      title: 'Locked',
      lockScreen: { lockId, siteWide: lockId === SITE_LOCK_ID, ...(protectedPage ? { page: protectedPage } : {}) },
    }));
  };
  if (plan.siteLocked) lockScreen(SITE_LOCK_ID);
  for (const route of routes) {
    if (!isProtectedRoute(plan, route)) continue;
    out.push({ ...route, path: `${PRIVATE_PREFIX}${PRIVATE_PAGES.content(route.path)}` });
    const protection = plan.pages.get(route.path);
    const page: JsonObject = { title: ownTitle(content, route), url: route.path };
    if (protection?.kind === 'lock') lockScreen(protection.lockId, page);
    if (protection?.kind === 'members') {
      const memberArea: JsonObject = { ...protection.area, joinButtonText: protection.area.joinButtonText ?? 'Join' };
      const data = { title: 'Members only', memberArea, protectedPage: page, signInUrl: signInUrl(route.path) };
      out.push(gate(GATE_TEMPLATES.protectedContent, PRIVATE_PAGES.signIn(route.path), PAGE_TYPE.protectedContent, data));
      out.push(gate(GATE_TEMPLATES.accessDenied, PRIVATE_PAGES.denied(route.path), PAGE_TYPE.memberAreaAccessDenied, data));
    }
  }
  return out;
}
