// A local stand-in of a captcha provider's siteverify endpoint (reCAPTCHA, hCaptcha and Turnstile answer alike):
// it reads the form-encoded secret/response/remoteip/sitekey and answers `{ success, error-codes }` as they do.
// Tokens it passes are PASS_TOKEN; a secret other than the one it was started with is refused as the providers do.
import { createServer, type Server } from 'node:http';

export const PASS_TOKEN = 'stand-in-pass';

export interface SiteverifyRequest {
  path: string;
  contentType: string;
  fields: Record<string, string>;
}

export interface CaptchaStandIn {
  /** the siteverify URL to configure (KIOSK_CAPTCHA_VERIFY_URL) */
  url: string;
  requests: SiteverifyRequest[];
  /** answer every request with this HTTP status and no JSON (a provider in trouble); undefined: answer normally */
  failWith: number | undefined;
  close(): Promise<void>;
}

export async function startCaptchaStandIn(secret: string): Promise<CaptchaStandIn> {
  const requests: SiteverifyRequest[] = [];
  const standIn = { requests, failWith: undefined as number | undefined };
  const server: Server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const fields = Object.fromEntries(new URLSearchParams(body));
      requests.push({ path: request.url ?? '', contentType: request.headers['content-type'] ?? '', fields });
      if (standIn.failWith !== undefined) {
        response.writeHead(standIn.failWith, { 'content-type': 'text/plain' }).end('unavailable');
        return;
      }
      const errors: string[] = [];
      if (fields.secret !== secret) errors.push('invalid-input-secret');
      if (!fields.response) errors.push('missing-input-response');
      else if (fields.response !== PASS_TOKEN) errors.push('invalid-input-response');
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(errors.length === 0 ? { success: true, hostname: 'localhost' } : { success: false, 'error-codes': errors }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return Object.assign(standIn, {
    url: `http://127.0.0.1:${port}/siteverify`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
