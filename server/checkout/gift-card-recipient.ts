// Who a gift card goes to, read from its line's additional-fields answers: the form's first email field is the
// recipient's address; text fields are told apart by their titles (recipient's name, the sender's, the message).
import type { FormDefinition } from '../../schemas/forms';

export interface GiftCardRecipient {
  email?: string;
  name?: string;
  sender?: string;
  message?: string;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

export function giftCardRecipient(form: FormDefinition | undefined, answersJson: string | null): GiftCardRecipient {
  if (!form || !answersJson) return {};
  const answers = JSON.parse(answersJson) as Record<string, unknown>;
  const recipient: GiftCardRecipient = {};
  for (const field of form.fields) {
    const value = text(answers[field.id]);
    if (!value) continue;
    const title = field.title.toLowerCase();
    if (field.type === 'email') recipient.email ??= value;
    else if (field.type === 'textarea' || title.includes('message')) recipient.message ??= value;
    else if (title.includes('recipient') || title.startsWith('to ')) recipient.name ??= value;
    else if (title.includes('your name') || title.includes('from') || title.includes('sender')) recipient.sender ??= value;
  }
  return recipient;
}
