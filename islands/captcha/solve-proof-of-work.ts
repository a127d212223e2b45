/**
 * Solves a proof-of-work (ALTCHA) challenge in the browser with Web Crypto: the number n in [0, maxnumber] whose
 * SHA-256 of `salt + n` is the challenge. Hashes are taken in small batches so the page stays responsive.
 */
import type { ProofOfWorkChallenge, ProofOfWorkSolution } from '../../schemas/captcha';

const BATCH = 200;

async function sha256Hex(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  let hex = '';
  for (const byte of digest) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/** The number that solves the challenge; undefined when there is none (or `signal` stopped the search). */
export async function findNumber(challenge: ProofOfWorkChallenge, signal?: AbortSignal): Promise<number | undefined> {
  for (let start = 0; start <= challenge.maxnumber; start += BATCH) {
    if (signal?.aborted) return undefined;
    const end = Math.min(start + BATCH - 1, challenge.maxnumber);
    const tries: Promise<string>[] = [];
    for (let n = start; n <= end; n++) tries.push(sha256Hex(challenge.salt + n));
    const hashes = await Promise.all(tries);
    const found = hashes.indexOf(challenge.challenge);
    if (found >= 0) return start + found;
  }
  return undefined;
}

/** The token the server verifies: base64 of the challenge's JSON with the number found. */
export function solutionToken(challenge: ProofOfWorkChallenge, number: number): string {
  const solution: ProofOfWorkSolution = {
    algorithm: challenge.algorithm, challenge: challenge.challenge, number, salt: challenge.salt, signature: challenge.signature,
  };
  return btoa(JSON.stringify(solution));
}
