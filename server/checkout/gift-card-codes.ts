// Gift-card codes: 16 characters from an alphabet without look-alikes (no 0/O, 1/I/L), shown in groups of four.
// A code is matched whatever its case, spaces or dashes; only its hash is stored.
import { randomBytes } from 'node:crypto';
import { sha256Hex } from '../security/tokens';

const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const LENGTH = 16;

/** A new code, "KQ2X-7MHD-…" (about 79 bits of randomness). */
export function newGiftCardCode(): string {
  const bytes = randomBytes(LENGTH * 2);
  let code = '';
  // Two bytes per character keep the modulo bias below 0.05 %.
  for (let i = 0; i < LENGTH; i++) code += ALPHABET[bytes.readUInt16BE(i * 2) % ALPHABET.length];
  return code.match(/.{4}/g)!.join('-');
}

export function normalizeGiftCardCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]+/g, '');
}

export const giftCardCodeHash = (typed: string): string => sha256Hex(`gift-card:${normalizeGiftCardCode(typed)}`);

export const giftCardLast4 = (code: string): string => normalizeGiftCardCode(code).slice(-4);
