/**
 * Which published routes are protected (content/member-areas.json, a page file's `access`, website.json's
 * `siteLock`) and the gate pages they need: the build writes those into the private folder, never into dist/.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import * as z from 'zod/mini';
import {
  ACCESS_KEYS, MEMBER_AREAS_FILE, MemberAreasFile, PageAccessRule, pageLockId, SITE_LOCK_ID, SiteLock, type MemberArea,
} from '../../schemas/page-access';
import type { Route } from '../routes';
import type { SiteContent } from '../source/load-content';
import { readJsonObject, SourceFileError } from '../source/read-json';

export type RouteProtection = { kind: 'lock'; lockId: string } | { kind: 'members'; area: MemberArea };

export interface AccessPlan {
  siteLocked: boolean;
  areas: ReadonlyMap<string, MemberArea>;
  /** protections by page path (the site lock is not repeated here) */
  pages: ReadonlyMap<string, RouteProtection>;
  /** the page locks' ids */
  pageLocks: readonly string[];
}

function parsed<S extends z.ZodMiniType>(schema: S, value: unknown, file: string, key: string): z.infer<S> {
  const result = z.safeParse(schema, value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = [key, ...(issue?.path ?? []).map(String)].filter(Boolean).join('.');
  throw new SourceFileError(file, `${where}: ${issue?.message ?? 'invalid'}`);
}

/** The pages' protections; `routes` gives each page file its URL. */
export function readAccessPlan(content: SiteContent, routes: readonly Route[]): AccessPlan {
  const areas = new Map<string, MemberArea>();
  const areasFile = path.join(content.dir, MEMBER_AREAS_FILE);
  if (existsSync(areasFile)) {
    for (const area of parsed(MemberAreasFile, readJsonObject(areasFile), areasFile, '').memberAreas) areas.set(area.id, area);
  }
  const siteLock = content.site[ACCESS_KEYS.site];
  if (siteLock !== undefined) parsed(SiteLock, siteLock, path.join(content.dir, 'website.json'), ACCESS_KEYS.site);
  const pages = new Map<string, RouteProtection>();
  const pageLocks: string[] = [];
  for (const route of routes) {
    if (route.kind !== 'page' || route.page.data[ACCESS_KEYS.page] === undefined) continue;
    const file = path.join(content.dir, 'pages', `${route.page.urlId}.json`);
    const rule = parsed(PageAccessRule, route.page.data[ACCESS_KEYS.page], file, ACCESS_KEYS.page);
    if ('memberArea' in rule) {
      const area = areas.get(rule.memberArea);
      if (!area) throw new SourceFileError(file, `access.memberArea: no member area "${rule.memberArea}" in ${MEMBER_AREAS_FILE}`);
      pages.set(route.path, { kind: 'members', area });
    } else {
      const lockId = pageLockId(route.page.urlId);
      pageLocks.push(lockId);
      pages.set(route.path, { kind: 'lock', lockId });
    }
  }
  return { siteLocked: siteLock !== undefined, areas, pages, pageLocks };
}

/** A route the public folder must not hold: every page under a site lock, else the pages with an `access` rule. */
export function isProtectedRoute(plan: AccessPlan, route: Route): boolean {
  return plan.siteLocked ? route.kind !== 'not-found' : plan.pages.has(route.path);
}

export { SITE_LOCK_ID };
