// The key that signs proof-of-work challenges and form tickets: env KIOSK_CAPTCHA_HMAC_KEY, else one generated on
// the first start and kept in the database's meta table, so every instance sharing the database signs alike.
import type { Kysely } from 'kysely';
import { createMetaStore } from '../db/meta';
import type { Tables } from '../db/schema';
import { randomToken } from '../security/tokens';

export const HMAC_KEY_META = 'captcha_hmac_key';

export async function captchaHmacKey(db: Kysely<Tables>, fromEnv: string | undefined): Promise<string> {
  const configured = fromEnv?.trim();
  if (configured) return configured;
  // Two instances starting together may both generate one: the first written wins and both use it.
  return createMetaStore(db).setIfAbsent(HMAC_KEY_META, randomToken());
}
