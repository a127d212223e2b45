// Test helper: solves a proof-of-work challenge the way the browser widget does, and builds site copies of
// content/ with other captcha settings.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { ProofOfWorkChallenge, type ProofOfWorkSolution } from '../../../schemas/captcha';
import { CONTENT_DIR, type Visitor } from '../visitor';

/** The token a widget sends for this challenge, solved (or with another `number`, to make a wrong one). */
export async function solvedToken(challenge: ProofOfWorkChallenge, tamper?: Partial<ProofOfWorkSolution>): Promise<string> {
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  if (!solution) throw new Error('the challenge has no solution in its range');
  const payload: ProofOfWorkSolution = { ...challenge, number: solution.number, ...tamper };
  return Buffer.from(JSON.stringify({ algorithm: payload.algorithm, challenge: payload.challenge, number: payload.number, salt: payload.salt, signature: payload.signature })).toString('base64');
}

/** GET /api/captcha/challenge as the visitor, solved. */
export async function solveFor(visitor: Visitor): Promise<string> {
  const answer = await visitor.request('/api/captcha/challenge');
  if (answer.status !== 200) throw new Error(`challenge: HTTP ${answer.status}`);
  return solvedToken(ProofOfWorkChallenge.parse(answer.body));
}

/** GET /api/captcha/form-ticket as the visitor. */
export async function ticketFor(visitor: Visitor): Promise<string> {
  const answer = await visitor.request('/api/captcha/form-ticket');
  if (answer.status !== 200) throw new Error(`form ticket: HTTP ${answer.status}`);
  return answer.body.ticket as string;
}

/** A copy of content/ whose website.json has these `website.captchaSettings`. */
export function contentWithCaptcha(captchaSettings: Record<string, unknown>): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'kiosk-captcha-')), 'content');
  cpSync(CONTENT_DIR, dir, { recursive: true });
  const file = join(dir, 'website.json');
  const website = JSON.parse(readFileSync(file, 'utf8'));
  website.website.captchaSettings = captchaSettings;
  writeFileSync(file, JSON.stringify(website, null, 2));
  return dir;
}

/** A copy of content/ whose contact form has its captcha off: for tests about the submission calls themselves. */
export function contentWithoutFormCaptcha(): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'kiosk-no-captcha-')), 'content');
  cpSync(CONTENT_DIR, dir, { recursive: true });
  const file = join(dir, 'forms', 'contact.json');
  const form = JSON.parse(readFileSync(file, 'utf8'));
  form.captchaSettings = { ...form.captchaSettings, enabled: false };
  writeFileSync(file, JSON.stringify(form, null, 2));
  return dir;
}
