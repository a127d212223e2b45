// Reads the cart version a mutation expects: the body's `version`, else the If-Match header ("3", W/"3").
import type { Context } from 'hono';
import { API_MESSAGES } from '../../schemas/messages';
import { DomainError } from '../domain-error';

export function expectedVersion(c: Context, bodyVersion: number | undefined): number | undefined {
  if (bodyVersion !== undefined) return bodyVersion;
  const header = c.req.header('If-Match')?.trim();
  if (header === undefined || header === '' || header === '*') return undefined;
  const match = /^(?:W\/)?"?(\d{1,15})"?$/.exec(header);
  if (!match) throw new DomainError('malformed', API_MESSAGES.badIfMatch);
  return Number(match[1]);
}
