// The owner API's roles (spec §6 names and codes) and what each may do. The spec names the roles but not their
// rights: this table is Kiosk's design, documented in README.md ("Owner API keys"). Shared by the server (which
// checks a key's role) and the contract (which says what each owner endpoint needs).

/** Spec §6 contributor roles, with their codes. */
export const OWNER_ROLES = {
  ADMIN: 1,
  BILLING: 2,
  REPORTING: 3,
  EDITOR: 4,
  MODERATOR: 6,
  COMMENTER: 7,
  STORE_MANAGER: 8,
  SCHEDULING: 9,
  VIEWER: 10,
  CAMPAIGNS_EDITOR: 11,
  SCHEDULING_VIEWER: 12,
  SCHEDULING_EDITOR: 13,
  NONE: 14,
  WEBSITE_MANAGER: 15,
} as const;

export type OwnerRole = keyof typeof OWNER_ROLES;

export const OWNER_ROLE_NAMES = Object.keys(OWNER_ROLES) as OwnerRole[];

/** What an owner endpoint needs; each names one permission. */
export type OwnerPermission =
  | 'restock:read'
  | 'restock:send'
  | 'orders:read'
  | 'orders:fulfil'
  | 'orders:refund'
  | 'stock:write'
  | 'subscriptions:manage'
  | 'forms:read'
  | 'newsletter:read';

/** What the permission lets a key do, as a refusal names it. */
export const PERMISSION_ACTIONS: Readonly<Record<OwnerPermission, string>> = {
  'restock:read': 'read back-in-stock sign-ups',
  'restock:send': 'send back-in-stock notices',
  'orders:read': 'read orders',
  'orders:fulfil': 'mark orders fulfilled',
  'orders:refund': 'refund and cancel orders',
  'stock:write': 'set stock levels',
  'subscriptions:manage': 'cancel subscriptions',
  'forms:read': 'read form submissions',
  'newsletter:read': 'read and export newsletter subscribers',
};

/** Each role's permissions: the store's roles run the store, the reporting roles read, the others have none here. */
const EVERYTHING: readonly OwnerPermission[] = [
  'restock:read', 'restock:send', 'orders:read', 'orders:fulfil', 'orders:refund', 'stock:write', 'subscriptions:manage',
  'forms:read', 'newsletter:read',
];

export const ROLE_PERMISSIONS: Readonly<Record<OwnerRole, readonly OwnerPermission[]>> = {
  ADMIN: EVERYTHING,
  WEBSITE_MANAGER: EVERYTHING,
  STORE_MANAGER: EVERYTHING,
  // Billing handles money: it reads orders, refunds them and cancels subscriptions, but ships and stocks nothing.
  BILLING: ['orders:read', 'orders:refund', 'subscriptions:manage'],
  // Form submissions hold visitors' personal details: the read-only roles see them as they see orders; billing does not.
  REPORTING: ['restock:read', 'orders:read', 'forms:read', 'newsletter:read'],
  VIEWER: ['restock:read', 'orders:read', 'forms:read', 'newsletter:read'],
  EDITOR: [],
  MODERATOR: [],
  COMMENTER: [],
  SCHEDULING: [],
  // Campaigns are the mailing list's business: the list and its consent records, nothing of the store's.
  CAMPAIGNS_EDITOR: ['newsletter:read'],
  SCHEDULING_VIEWER: [],
  SCHEDULING_EDITOR: [],
  NONE: [],
};

export function isOwnerRole(name: string): name is OwnerRole {
  return Object.hasOwn(OWNER_ROLES, name);
}

export function roleMay(role: OwnerRole, permission: OwnerPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}
