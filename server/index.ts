// The server's public face: the /api app (dev plugin, kiosk serve) and the all-in-one production server.
export { createApi, type ApiOptions } from './api';
export { createServer, type ServerOptions } from './site-server';
export { openDatabase, type Database } from './db/database';
export * from './entry';
export { createApiKeyService, type ApiKeyInfo } from './owner/api-keys';
export { ownerServicesOver, type OwnerServices } from './owner/owner-services';
export { ProviderRefusal } from './owner/orders-service';
export { DomainError } from './domain-error';
export { createSubscriptionAdmin, type SubscriptionAdmin, type SubscriptionListing } from './subscription/subscription-admin';
export type { BillingOutcome, BillingSummary } from './subscription/billing';
export { formAdminOver, type FailedWebhook, type FormAdmin } from './forms/form-admin';
export { createSubscriberListing, type SubscriberListing } from './newsletter/subscriber-listing';
export { exportFile as newsletterExportFile } from './newsletter/subscriber-export';
export { hashPagePassword } from './page-access/page-password';
export { listAccounts, type AccountListing } from './accounts/account-listing';
