// The server's signing secret for visitor cookies: KIOSK_SESSION_SECRET, else a random one generated once and kept
// in the `meta` table, so every instance on one database signs alike and restarts keep visitors' cookies valid.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { createMetaStore } from '../db/meta';
import type { Tables } from '../db/schema';

export const SESSION_SECRET_KEY = 'session-secret';

export async function loadSessionSecret(db: Kysely<Tables>, env: NodeJS.ProcessEnv): Promise<string> {
  const configured = env.KIOSK_SESSION_SECRET;
  if (configured) return configured;
  const meta = createMetaStore(db);
  const known = await meta.get(SESSION_SECRET_KEY);
  if (known) return known;
  // Two instances starting together may both get here: insert-or-ignore, then read back the winner's value.
  await db.insertInto('meta').values({ key: SESSION_SECRET_KEY, value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('key').doNothing()).execute();
  return (await meta.get(SESSION_SECRET_KEY)) as string;
}
