/** Squarespace page-type codes the templates and islands read from `pageType` (spec §2). */
export const PAGE_TYPE = {
  collection: 1,
  page: 2,
  /** the cover page: its own full-screen layout (templates/cover.region) without the site's header and footer */
  splashPage: 3,
  item: 50,
  notFound: 100,
  search: 102,
  lockScreen: 103,
  popupOverlay: 104,
  protectedContent: 105,
  memberAreaAccessDenied: 106,
  checkout: 201,
  orderConfirmed: 202,
  commerceCart: 205,
  /** the order-confirmed page showing a subscription order (same page, subscription mode) */
  subscriptionConfirmed: 206,
  orderStatus: 211,
} as const;
