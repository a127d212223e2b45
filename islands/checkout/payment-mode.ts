/** How the visitor can pay, from the quote's payment settings: the store's providers that can work on this page. */
import type { PaymentConfig, PaymentProviderName } from '../../schemas/checkout';

/** The providers in the store's order (its default first); Stripe only with a publishable key to load it with. */
export function usableProviders(config: PaymentConfig): PaymentProviderName[] {
  return config.providers.filter((p) => p === 'test' || (p === 'stripe' && config.stripePublishableKey !== null));
}

/** The visitor's choice if still offered, else the store's default. */
export function chosenProvider(config: PaymentConfig, choice: PaymentProviderName | undefined): PaymentProviderName | undefined {
  const usable = usableProviders(config);
  return choice !== undefined && usable.includes(choice) ? choice : usable[0];
}
