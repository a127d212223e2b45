// A real SMTP server on 127.0.0.1 for tests: keeps every message it accepts (raw, with Subject, To and the text
// part read out of it) and can be told to refuse the next N with a temporary 451, as a mail server in trouble does.
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { freePort } from './free-port';

export interface ReceivedEmail {
  /** the envelope: MAIL FROM and RCPT TO */
  envelopeFrom: string;
  envelopeTo: string[];
  raw: string;
  /** lower-case names; folded lines unfolded, encoded words decoded */
  headers: Map<string, string>;
  subject: string;
  to: string;
  messageId: string;
  text: string;
  html: string;
}

export interface TestSmtpServer {
  /** smtp://[user:pass@]127.0.0.1:port */
  url: string;
  received: ReceivedEmail[];
  /** Refuses the next `count` messages at the end of DATA with "451 try again later". */
  failNext(count: number): void;
  /** how many messages were refused so far */
  refused: number;
  close(): Promise<void>;
}

interface MimePart {
  headers: Map<string, string>;
  body: string;
}

function decodeQuotedPrintable(text: string): Buffer {
  const bytes: number[] = [];
  const soft = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i], 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded words (`=?UTF-8?B?…?=`, `=?UTF-8?Q?…?=`), as nodemailer writes non-ASCII headers. */
function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_all, _charset: string, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')).toString('utf8'));
}

function parsePart(raw: string): MimePart {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  return { headers, body };
}

function decodeBody(part: MimePart): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body).toString('utf8');
  return part.body;
}

/** The decoded text/plain and text/html parts of a message, looking one level into multipart bodies. */
function textParts(message: MimePart): { text: string; html: string } {
  const type = message.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  const parts = boundary
    ? message.body.split(`--${boundary}`).slice(1, -1).map((chunk) => parsePart(chunk.replace(/^\r?\n/, '').replace(/\r?\n$/, '')))
    : [message];
  const find = (mime: string) => parts.find((part) => (part.headers.get('content-type') ?? 'text/plain').startsWith(mime));
  const text = find('text/plain');
  const html = find('text/html');
  return { text: text ? decodeBody(text) : '', html: html ? decodeBody(html) : '' };
}

/** Reads a raw RFC 822 message enough for a test: headers, Subject, To, Message-ID, the text and HTML parts. */
export function parseEmail(raw: string): Omit<ReceivedEmail, 'envelopeFrom' | 'envelopeTo'> {
  const message = parsePart(raw);
  return {
    raw,
    headers: message.headers,
    subject: message.headers.get('subject') ?? '',
    to: message.headers.get('to') ?? '',
    messageId: message.headers.get('message-id') ?? '',
    ...textParts(message),
  };
}

export async function startSmtpServer(auth?: { user: string; pass: string }): Promise<TestSmtpServer> {
  const port = await freePort();
  const received: ReceivedEmail[] = [];
  let failing = 0;
  const state = { refused: 0 };

  const options: SMTPServerOptions = {
    disabledCommands: auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !auth,
    allowInsecureAuth: true,
    logger: false,
    onAuth(login, _session, callback) {
      if (auth && login.username === auth.user && login.password === auth.pass) callback(null, { user: login.username });
      else callback(new Error('535 authentication failed'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (failing > 0) {
          failing -= 1;
          state.refused += 1;
          const error = Object.assign(new Error('try again later'), { responseCode: 451 });
          callback(error);
          return;
        }
        const mailFrom = session.envelope.mailFrom;
        received.push({
          envelopeFrom: mailFrom ? mailFrom.address : '',
          envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          ...parseEmail(Buffer.concat(chunks).toString('utf8')),
        });
        callback();
      });
    },
  };
  const server = new SMTPServer(options);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const credentials = auth ? `${encodeURIComponent(auth.user)}:${encodeURIComponent(auth.pass)}@` : '';
  return {
    url: `smtp://${credentials}127.0.0.1:${port}`,
    received,
    failNext: (count) => void (failing = count),
    get refused() {
      return state.refused;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
