// The signature of a form webhook, in the `Kiosk-Signature` header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of
// "<t>.<body>">` keyed with KIOSK_WEBHOOK_SECRET. The time is signed too, so a receiver can refuse old replays.
import { createHmac } from 'node:crypto';

export const SIGNATURE_HEADER = 'Kiosk-Signature';

export function webhookSignature(secret: string, body: string, unixSeconds: number): string {
  const digest = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${digest}`;
}
