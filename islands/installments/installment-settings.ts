/**
 * The store's installment settings, read from `websiteSettings.storeSettings.installments` in content (spec §3
 * "Installment context": afterPayAvailable, afterPayMin, afterPayMax, shopperLanguage, stripeAccountCountry),
 * plus the number of instalments and where the provider's modal HTML is served from.
 */
import { moneyFromJson } from '../../engine/commerce';
import { DEFAULT_INSTALLMENTS, installmentLocale, providerFor, type InstallmentProvider } from './installment-rules';

/** Kiosk serves the modal HTML itself unless the store names another static host. */
export const DEFAULT_MODAL_BASE_URL = '/installments';

export interface InstallmentSettings {
  provider: InstallmentProvider;
  /** `en_US`, `fr_CA`… */
  locale: string;
  currency: string;
  minCents: number;
  maxCents: number;
  count: number;
  /** the provider's modal HTML for the locale */
  modalUrl: string;
}

type Json = Record<string, unknown>;

const asObject = (value: unknown): Json | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : undefined;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The settings when the store offers instalments in a served country; undefined otherwise. */
export function readInstallmentSettings(storeSettings: unknown): InstallmentSettings | undefined {
  const raw = asObject(asObject(storeSettings)?.installments);
  if (!raw || raw.afterPayAvailable !== true) return undefined;
  const locale = installmentLocale(text(raw.stripeAccountCountry), text(raw.shopperLanguage));
  if (!locale) return undefined;
  const min = moneyFromJson(raw.afterPayMin);
  const max = moneyFromJson(raw.afterPayMax);
  const count = Number(raw.numberOfInstallments ?? DEFAULT_INSTALLMENTS);
  const provider = providerFor(locale);
  const base = (text(raw.modalBaseUrl) || DEFAULT_MODAL_BASE_URL).replace(/\/+$/, '');
  return {
    provider,
    locale,
    currency: max.currency,
    minCents: min.cents,
    maxCents: max.cents,
    count: Number.isInteger(count) && count > 1 ? count : DEFAULT_INSTALLMENTS,
    modalUrl: `${base}/${provider}/${locale}.html`,
  };
}
