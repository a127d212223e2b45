import { describe, expect, it } from 'vitest';
import { readInstallmentSettings } from '../../../islands/installments/installment-settings';
import { noticeView } from '../../../islands/installments/notice-view';

const store = (installments: Record<string, unknown>) => ({
  installments: {
    afterPayAvailable: true,
    afterPayMin: { currency: 'USD', value: '35.00' },
    afterPayMax: { currency: 'USD', value: '1000.00' },
    stripeAccountCountry: 'US',
    shopperLanguage: 'en',
    ...installments,
  },
});

describe('readInstallmentSettings', () => {
  it('reads the demo store’s settings: Afterpay, en_US, 4 instalments, modal served by Kiosk', () => {
    expect(readInstallmentSettings(store({}))).toEqual({
      provider: 'afterpay', locale: 'en_US', currency: 'USD', minCents: 3500, maxCents: 100000, count: 4,
      modalUrl: '/installments/afterpay/en_US.html',
    });
  });

  it('takes Clearpay in the UK, another static host and another count', () => {
    const settings = readInstallmentSettings(store({ stripeAccountCountry: 'GB', modalBaseUrl: 'https://static.example/bnpl/', numberOfInstallments: 6 }));
    expect(settings).toMatchObject({ provider: 'clearpay', locale: 'en_GB', count: 6, modalUrl: 'https://static.example/bnpl/clearpay/en_GB.html' });
  });

  it('is off when the store does not enable it, has no settings, or sells from an unserved country', () => {
    expect(readInstallmentSettings(store({ afterPayAvailable: false }))).toBeUndefined();
    expect(readInstallmentSettings({})).toBeUndefined();
    expect(readInstallmentSettings(undefined)).toBeUndefined();
    expect(readInstallmentSettings(store({ stripeAccountCountry: 'DE' }))).toBeUndefined();
  });
});

describe('noticeView', () => {
  const settings = readInstallmentSettings(store({}))!;
  const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

  it('gives the instalment in range and the bound out of range', () => {
    expect(noticeView(4500, settings, usd)).toEqual({ inRange: true, instalment: '$11.25' });
    expect(noticeView(1800, settings, usd)).toEqual({ inRange: false, message: 'available for orders over $35.00' });
    expect(noticeView(250000, settings, usd)).toEqual({ inRange: false, message: 'available for orders up to $1000.00' });
  });
});
