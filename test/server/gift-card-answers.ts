// Test fixture: recipient answers the demo gift card's additional-fields form accepts (content/…/gift-card.json).

/** The form's field ids, by what they ask. */
export const GIFT_CARD_FIELDS = {
  recipientName: 'text-6c1e8b42',
  recipientEmail: 'email-a93d27f5',
  senderName: 'text-2f5b0d96',
  message: 'textarea-d4e07c18',
} as const;

/** The JSON text a cart line sends as additionalFields. */
export const GIFT_CARD_ANSWERS = JSON.stringify({
  [GIFT_CARD_FIELDS.recipientName]: 'Noor Haddad',
  [GIFT_CARD_FIELDS.recipientEmail]: 'noor@example.com',
  [GIFT_CARD_FIELDS.senderName]: 'Mara',
  [GIFT_CARD_FIELDS.message]: 'Happy birthday!',
});
