// Test fixture: one filled-in message per email template, as the checkout and subscription services would queue
// them for Kiosk Supply Co.; plus where the real templates are.
import { fileURLToPath } from 'node:url';
import type { EmailMessage, EmailTemplate } from '../../../server/email/email-messages';

export const TEMPLATES_DIR = fileURLToPath(new URL('../../../templates/emails', import.meta.url));

export const SAMPLE_MESSAGES: { [T in EmailTemplate]: Extract<EmailMessage, { template: T }> } = {
  'order-confirmation': {
    template: 'order-confirmation',
    data: {
      storeName: 'Kiosk Supply Co.',
      orderNumber: '1042',
      email: 'ada@example.com',
      statusUrl: 'https://kiosk-supply.example/orders/1042?key=abc',
      lines: [
        { title: 'Ceramic Mug', variant: 'Speckled White', quantity: 2, unitPrice: '$18.00', subtotal: '$36.00' },
        { title: 'Classic Tee', quantity: 1, unitPrice: '$28.00', subtotal: '$28.00' },
      ],
      subtotal: '$64.00',
      discount: '-$6.40',
      shipping: '$5.00',
      tax: '$4.10',
      total: '$66.70',
      shippingAddress: ['Ada Lovelace', '41 Wall Street', 'Asheville, NC 28801', 'United States'],
      testMode: false,
      nextSteps: ['We pack your order within two business days.', 'You get another email with tracking when it ships.'],
    },
  },
  'gift-card': {
    template: 'gift-card',
    data: {
      storeName: 'Kiosk Supply Co.',
      recipientName: 'Grace',
      senderName: 'Ada',
      message: 'Happy birthday!\nBuy yourself a mug.',
      code: 'KSC-7H2P-Q9XW',
      amount: '$50.00',
      storeUrl: 'https://kiosk-supply.example/',
    },
  },
  'download-links': {
    template: 'download-links',
    data: {
      storeName: 'Kiosk Supply Co.',
      orderNumber: '1043',
      downloads: [
        { title: 'Riso Print Pack (PDF)', url: 'https://kiosk-supply.example/downloads/d1?token=t1', expiresAt: 'June 30, 2026', maxDownloads: 5 },
        { title: 'Brewing Guide', url: 'https://kiosk-supply.example/downloads/d2?token=t2', expiresAt: 'June 30, 2026' },
      ],
    },
  },
  'order-shipped': {
    template: 'order-shipped',
    data: {
      storeName: 'Kiosk Supply Co.',
      orderNumber: '1042',
      statusUrl: 'https://kiosk-supply.example/orders/1042?key=abc',
      carrier: 'USPS',
      trackingNumber: '9400 1000 0000 0000 0000 00',
      trackingUrl: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000',
      lines: [{ title: 'Ceramic Mug', variant: 'Speckled White', quantity: 2 }],
      shippingAddress: ['Ada Lovelace', '41 Wall Street', 'Asheville, NC 28801'],
    },
  },
  'order-refunded': {
    template: 'order-refunded',
    data: {
      storeName: 'Kiosk Supply Co.',
      orderNumber: '1042',
      statusUrl: 'https://kiosk-supply.example/orders/1042?key=abc',
      amount: '$18.00',
      fullRefund: false,
      reason: 'One mug arrived chipped.',
    },
  },
  'subscription-receipt': {
    template: 'subscription-receipt',
    data: {
      storeName: 'Kiosk Supply Co.',
      title: 'Coffee of the Month',
      planText: 'Every month, 12 payments',
      amount: '$22.00',
      paidOn: 'May 1, 2026',
      nextBillingDate: 'June 1, 2026',
      manageUrl: 'https://kiosk-supply.example/subscriptions/manage?token=m1',
      testMode: true,
    },
  },
  'subscription-payment-failed': {
    template: 'subscription-payment-failed',
    data: {
      storeName: 'Kiosk Supply Co.',
      title: 'Coffee of the Month',
      amount: '$22.00',
      manageUrl: 'https://kiosk-supply.example/subscriptions/manage?token=m1',
      pastDue: false,
      nextAttemptDate: 'May 4, 2026',
    },
  },
  'newsletter-confirm': {
    template: 'newsletter-confirm',
    data: {
      storeName: 'Kiosk Supply Co.',
      email: 'ada@example.com',
      confirmUrl: 'https://kiosk-supply.example/newsletter/confirm?token=c1',
      validDays: 7,
      unsubscribeUrl: 'https://kiosk-supply.example/api/newsletter/unsubscribe/one-click?token=n1',
      unsubscribePageUrl: 'https://kiosk-supply.example/newsletter/unsubscribe?token=n1',
    },
  },
  'subscription-cancelled': {
    template: 'subscription-cancelled',
    data: {
      storeName: 'Kiosk Supply Co.',
      title: 'Coffee of the Month',
      cancelledOn: 'May 9, 2026',
      paymentFailed: true,
      storeUrl: 'https://kiosk-supply.example/',
    },
  },
  'form-submission': {
    template: 'form-submission',
    data: {
      storeName: 'Kiosk Supply Co.',
      formName: 'Contact',
      submittedAt: 'Nov 22, 2026, 10:15 AM',
      answers: [
        { title: 'Name', text: 'Ada Lovelace' },
        { title: 'Email', text: 'ada@example.com' },
        { title: 'Message', text: 'Do you sell mugs by the dozen?\nFor a café.' },
      ],
      pageTitle: 'Contact — Kiosk Supply Co.',
      pageUrl: 'https://kiosk-supply.example/contact',
      replyTo: 'ada@example.com',
    },
  },
  'account-verify': {
    template: 'account-verify',
    data: { storeName: 'Kiosk Supply Co.', linkUrl: 'https://kiosk-supply.example/account/verify?token=v1', validFor: '3 days' },
  },
  'password-reset': {
    template: 'password-reset',
    data: { storeName: 'Kiosk Supply Co.', linkUrl: 'https://kiosk-supply.example/account/reset-password?token=r1', validFor: '1 hour' },
  },
  'email-change': {
    template: 'email-change',
    data: {
      storeName: 'Kiosk Supply Co.', linkUrl: 'https://kiosk-supply.example/account/confirm-email?token=e1', validFor: '24 hours',
      newEmail: 'ada.new@example.com',
    },
  },
  'restock-notice': {
    template: 'restock-notice',
    data: {
      storeName: 'Kiosk Supply Co.',
      title: 'Limited Edition Coastline Print',
      options: [{ name: 'Size', value: 'A3' }],
      productUrl: 'https://kiosk-supply.example/shop/p/limited-print',
      unsubscribePageUrl: 'https://kiosk-supply.example/commerce/restock/unsubscribe?token=u1',
      unsubscribeUrl: 'https://kiosk-supply.example/api/commerce/restock/unsubscribe/one-click?token=u1',
    },
  },
};
