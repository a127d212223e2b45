// Renders an email message to its subject, plain text and HTML from the JSON-T templates in templates/emails/,
// each file compiled once. A template problem throws, naming the file, line and column: an email is never sent
// half-rendered.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compile, execute, type CompiledTemplate, type TemplateError } from '../../engine';
import { EMAIL_TEMPLATES, type EmailMessage, type EmailTemplate } from './email-messages';

/** Why the reader got the message, ending the layout's footer line "You received this email from <store> …". */
const EMAIL_REASONS: Readonly<Record<EmailTemplate, string>> = {
  'order-confirmation': 'about your order',
  'gift-card': 'because someone sent you a gift card',
  'download-links': 'about your order',
  'order-shipped': 'about your order',
  'order-refunded': 'about your order',
  'subscription-receipt': 'about your subscription',
  'subscription-payment-failed': 'about your subscription',
  'subscription-cancelled': 'about your subscription',
  'form-submission': 'because a visitor sent a form on your site',
  'newsletter-confirm': 'because this address was signed up for its newsletter',
  'account-verify': 'because this address was used to create an account',
  'password-reset': 'because a password reset was asked for this account',
  'email-change': 'because this address was given as the new email of an account',
  'restock-notice': 'because you asked to hear when this item is back in stock',
};

/** Where the templates live, relative to the project root. */
export const EMAIL_TEMPLATES_DIR = 'templates/emails';

/** The parts of one template: `<template>.<part>.jsont`. */
const PARTS = ['subject', 'text', 'html'] as const;
type Part = (typeof PARTS)[number];

/** The page every HTML part is placed in: it receives { language, subject, storeName, body }. */
const LAYOUT = 'layout.html.jsont';

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
  /** extra headers: List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) for a message with an unsubscribe link */
  headers?: Record<string, string>;
  /** where replies go instead of From: a message whose data carries `replyTo` (a form submission's sender) */
  replyTo?: string;
}

/**
 * A message whose data carries `unsubscribeUrl` (absolute, https in production) is list mail: mail clients offer
 * their own one-click unsubscribe through these headers, which POST `List-Unsubscribe=One-Click` to the URL.
 */
export function listHeaders(data: object): Record<string, string> | undefined {
  const url = (data as { unsubscribeUrl?: unknown }).unsubscribeUrl;
  if (typeof url !== 'string' || url === '') return undefined;
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** The data's `replyTo` address, when it has one (nodemailer writes the header, so it can add no other). */
export function replyToOf(data: object): string | undefined {
  const address = (data as { replyTo?: unknown }).replyTo;
  return typeof address === 'string' && address.trim() !== '' ? address.trim() : undefined;
}

export interface EmailRendererOptions {
  /** the templates folder; default templates/emails under the working directory */
  dir?: string;
  /** the `lang` of the HTML part (the site's language, e.g. "en-US"); default "en" */
  language?: string;
}

export class EmailTemplateError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EmailTemplateError';
  }
}

export interface EmailRenderer {
  render(message: EmailMessage): RenderedEmail;
  /** Compiles every template now, so a broken one fails at start-up rather than at its first email. */
  checkAll(): void;
}

function describeProblems(label: string, errors: readonly TemplateError[]): string {
  return errors.map((e) => `${label}:${e.line ?? 0}:${e.column ?? 0}: ${e.message}`).join('\n');
}

export function createEmailRenderer(options: EmailRendererOptions = {}): EmailRenderer {
  const dir = path.resolve(options.dir ?? EMAIL_TEMPLATES_DIR);
  const language = options.language ?? 'en';
  const compiled = new Map<string, { code: CompiledTemplate; label: string }>();

  function load(file: string): { code: CompiledTemplate; label: string } {
    let entry = compiled.get(file);
    if (!entry) {
      const full = path.join(dir, file);
      const label = path.relative(process.cwd(), full) || full;
      let source: string;
      try {
        source = readFileSync(full, 'utf8');
      } catch (error) {
        throw new EmailTemplateError(`${label}: cannot read the email template (${(error as Error).message})`);
      }
      const { code, errors } = compile(source);
      if (errors.length > 0) throw new EmailTemplateError(describeProblems(label, errors));
      entry = { code, label };
      compiled.set(file, entry);
    }
    return entry;
  }

  function run(file: string, json: unknown): string {
    const { code, label } = load(file);
    const { output, errors } = execute(code, { json, locale: language });
    if (errors.length > 0) throw new EmailTemplateError(describeProblems(label, errors));
    return output;
  }

  const fileOf = (template: string, part: Part): string => `${template}.${part}.jsont`;

  return {
    render(message) {
      const data = message.data;
      // A header is one line: whatever the data holds, the subject cannot add one.
      const subject = run(fileOf(message.template, 'subject'), data).replace(/\s+/g, ' ').trim();
      const text = `${run(fileOf(message.template, 'text'), data).trim()}\n`;
      const body = run(fileOf(message.template, 'html'), data);
      const html = run(LAYOUT, { language, subject, storeName: data.storeName, body, reason: EMAIL_REASONS[message.template] });
      const headers = listHeaders(data);
      const replyTo = replyToOf(data);
      return { subject, text, html, ...(headers ? { headers } : {}), ...(replyTo ? { replyTo } : {}) };
    },

    checkAll() {
      load(LAYOUT);
      for (const template of EMAIL_TEMPLATES) for (const part of PARTS) load(fileOf(template, part));
    },
  };
}
