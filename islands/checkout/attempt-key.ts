/**
 * The Idempotency-Key of one order attempt: the same key for every send of the same submit (a retry after no
 * answer or a 429 can never place a second order), a new one once the visitor changes anything or the server
 * has given a definite answer.
 */
export class AttemptKey {
  private key: string | undefined;

  constructor(private readonly fresh: () => string) {}

  /** The current attempt's key, made on first use. */
  current(): string {
    this.key ??= this.fresh();
    return this.key;
  }

  /** The next submit is a new attempt. */
  reset(): void {
    this.key = undefined;
  }
}
