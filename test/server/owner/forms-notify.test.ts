// The owner's notification of a site-form submission: queued in the outbox with the submission (in its
// transaction), to the form's `notify` address or the site's contactEmail, none with `notify: false`; rendered with
// the answers and the page, and delivered once to a real SMTP server with Reply-To the submitter's address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FormDefinition } from '../../../schemas/forms';
import { createFormSubmissionStore } from '../../../server/db/form-submissions';
import { createOutboxStore } from '../../../server/db/outbox';
import { createFormRegistry } from '../../../server/forms/form-registry';
import { createSiteFormService } from '../../../server/forms/site-form-service';
import { createEmailRenderer } from '../../../server/email/render-email';
import { createEmailSender } from '../../../server/email/sender';
import { smtpTransport } from '../../../server/email/transports';
import { startSmtpServer, type TestSmtpServer } from '../../harness/smtp-server';
import { TEMPLATES_DIR } from '../email/sample-messages';
import { testDatabase } from '../test-database';
import { CONTACT, contactValues, formsContent, formsSite, type FormsSite } from './forms-fixture';

const outboxOf = async (site: FormsSite) =>
  (await createOutboxStore(site.database.db).list({ limit: 100 })).filter((row) => row.template === 'form-submission');

describe('the notification email', () => {
  it('is queued with the submission, to the notify address, with the answers, the page and the Reply-To', async () => {
    const site = await formsSite({ contentDir: formsContent({ notify: { email: 'studio@example.com' } }) });
    const values = { ...contactValues('Ana', 'Do you sell mugs by the dozen?\nFor a café.'), [CONTACT.topic]: '' };
    expect((await site.submit('contact', values)).status).toBe(200);

    const [row] = await createFormSubmissionStore(site.database.db).submissionsOf('contact');
    const queued = await outboxOf(site);
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ to_address: 'studio@example.com', dedupe_key: `form-submission:${row.id}`, status: 'pending', created_at: row.created_at });
    const data = JSON.parse(queued[0].payload);
    expect(data).toMatchObject({
      storeName: 'Kiosk Supply Co.',
      formName: 'Contact',
      // The empty topic is left out; the others keep the form's order.
      answers: [
        { title: 'Name', text: 'Ana Tester' },
        { title: 'Email', text: 'ana@example.com' },
        { title: 'Message', text: 'Do you sell mugs by the dozen?\nFor a café.' },
      ],
      pageTitle: 'Contact — Kiosk Supply Co.',
      pageUrl: 'http://localhost:4321/contact',
      replyTo: 'ana@example.com',
    });
    expect(data.submittedAt).toMatch(/2026/);

    const email = createEmailRenderer({ dir: TEMPLATES_DIR, language: 'en-US' }).render({ template: 'form-submission', data });
    expect(email.subject).toBe('New submission to Contact – Kiosk Supply Co.');
    expect(email.text).toContain('Name: Ana Tester\nEmail: ana@example.com\nMessage: Do you sell mugs by the dozen?\nFor a café.\n');
    expect(email.text).toContain('Page: Contact — Kiosk Supply Co.\nLink: http://localhost:4321/contact');
    expect(email.text).not.toContain('Topic');
    expect(email.replyTo).toBe('ana@example.com');
    expect(email.html).toContain('<th scope="row" style="text-align:left;vertical-align:top;padding:8px 4px;border-bottom:1px solid #dddddd;">Message</th>');
    expect(email.html).toContain('Do you sell mugs by the dozen?\nFor a café.');
  });

  it("goes to the site's contactEmail by default, nowhere with notify: false, and never for a newsletter sign-up", async () => {
    const site = await formsSite({ contentDir: formsContent({ notify: false }) });
    expect((await site.submit('contact', contactValues('Bo', 'Hi'))).status).toBe(200);
    expect((await site.submit('survey', { 'name-1': ['Grace', 'Hopper'] })).status).toBe(200);
    expect((await site.submit('newsletter', { 'email-5e0c91ab': 'cy@example.com' })).status).toBe(200);
    const queued = await outboxOf(site);
    expect(queued.map((row) => row.to_address)).toEqual(['hello@kiosk-supply.example']);
    // The survey has no email field: no Reply-To.
    expect(JSON.parse(queued[0].payload).replyTo).toBeUndefined();
  });

  it('is not queued, and nothing is saved, when the transaction fails after the save', async () => {
    const database = await testDatabase();
    const form = FormDefinition.parse({ id: 'contact', fields: [{ id: 'm', type: 'text', title: 'Message' }] });
    const service = createSiteFormService({
      forms: createFormRegistry([form]), db: database.db, now: () => 1_000,
      followUp: async () => {
        throw new Error('the outbox is unreachable');
      },
    } as Parameters<typeof createSiteFormService>[0]);
    const key = await service.issueKey('crumb');
    await expect(service.save({ key, formId: 'contact', form: { m: 'hello' } }, 'crumb')).rejects.toThrow('the outbox is unreachable');
    expect(await createFormSubmissionStore(database.db).submissionsOf('contact')).toEqual([]);
  });
});

describe('delivered over SMTP', () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
  });

  it('arrives once, to the owner, with Reply-To the submitter and the answers in its text', async () => {
    const site = await formsSite({ contentDir: formsContent({ notify: { email: 'studio@example.com' } }) });
    expect((await site.submit('contact', contactValues('Ada', 'A dozen mugs, please.'))).status).toBe(200);
    const transport = smtpTransport(smtp.url);
    const sender = createEmailSender({
      db: site.database.db, now: () => site.clock.at, transport, from: 'Kiosk Supply Co. <hello@kiosk-supply.example>',
      log: () => {}, renderer: createEmailRenderer({ dir: TEMPLATES_DIR, language: 'en-US' }),
    });
    expect(await sender.sendDue()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(await sender.sendDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
    transport.close();

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail.envelopeTo).toEqual(['studio@example.com']);
    expect(mail.subject).toBe('New submission to Contact – Kiosk Supply Co.');
    expect(mail.headers.get('reply-to')).toBe('ada@example.com');
    expect(mail.text).toContain('Name: Ada Tester');
    expect(mail.text).toContain('Message: A dozen mugs, please.');
    expect(mail.html).toContain('A dozen mugs, please.');
  });
});
