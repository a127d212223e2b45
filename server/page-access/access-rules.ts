// Reads who may see what from content/: the member areas (member-areas.json), each page file's `access`, and
// website.json's `siteLock`. A rule that does not parse stops the server with the file's name.
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import * as z from 'zod/mini';
import {
  ACCESS_KEYS, MEMBER_AREAS_FILE, MemberAreasFile, PageAccessRule, pageLockId, SITE_LOCK_ID, SiteLock,
  type MemberArea, type PasswordSource,
} from '../../schemas/page-access';
import { ContentError, jsonFilesIn, readJsonFile } from '../content/json-files';
import { protectedPagePath } from './page-paths';

export interface Lock {
  id: string;
  password: PasswordSource;
}

export type PageRule = { kind: 'lock'; lock: Lock } | { kind: 'members'; area: MemberArea };

export interface AccessRules {
  areas: ReadonlyMap<string, MemberArea>;
  siteLock: Lock | undefined;
  /** by page path (`/studio-notes`) */
  pages: ReadonlyMap<string, PageRule>;
  /** every lock by id (the site's and the pages') */
  locks: ReadonlyMap<string, Lock>;
}

function parse<S extends z.ZodMiniType>(schema: S, value: unknown, file: string, key: string): z.infer<S> {
  const result = z.safeParse(schema, value);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = [key, ...(issue?.path ?? []).map(String)].filter(Boolean).join('.');
    throw new ContentError(file, `${where}: ${issue?.message ?? 'invalid'}`);
  }
  return result.data;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

export function loadAccessRules(contentDir: string): AccessRules {
  const areas = new Map<string, MemberArea>();
  const areasFile = join(contentDir, MEMBER_AREAS_FILE);
  if (existsSync(areasFile)) {
    for (const area of parse(MemberAreasFile, readJsonFile(areasFile), areasFile, '').memberAreas) {
      if (areas.has(area.id)) throw new ContentError(areasFile, `two member areas have the id "${area.id}"`);
      areas.set(area.id, area);
    }
  }
  const locks = new Map<string, Lock>();
  let siteLock: Lock | undefined;
  const websiteFile = join(contentDir, 'website.json');
  const website = existsSync(websiteFile) ? readJsonFile(websiteFile) : {};
  if (isObject(website) && website[ACCESS_KEYS.site] !== undefined) {
    siteLock = { id: SITE_LOCK_ID, password: parse(SiteLock, website[ACCESS_KEYS.site], websiteFile, ACCESS_KEYS.site).password };
    locks.set(siteLock.id, siteLock);
  }
  const pages = new Map<string, PageRule>();
  for (const file of jsonFilesIn(join(contentDir, 'pages'))) {
    const data = readJsonFile(file);
    if (!isObject(data) || data[ACCESS_KEYS.page] === undefined) continue;
    const urlId = basename(file, '.json');
    const rule = parse(PageAccessRule, data[ACCESS_KEYS.page], file, ACCESS_KEYS.page);
    const path = protectedPagePath(urlId, data);
    if ('memberArea' in rule) {
      const area = areas.get(rule.memberArea);
      if (!area) throw new ContentError(file, `access.memberArea: no member area "${rule.memberArea}" in ${MEMBER_AREAS_FILE}`);
      pages.set(path, { kind: 'members', area });
    } else {
      const lock = { id: pageLockId(urlId), password: rule.password };
      locks.set(lock.id, lock);
      pages.set(path, { kind: 'lock', lock });
    }
  }
  return { areas, siteLock, pages, locks };
}
