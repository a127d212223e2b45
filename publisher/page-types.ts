/** Squarespace page-type codes the templates and islands read from `pageType` (spec §2). */
export const PAGE_TYPE = {
  collection: 1,
  page: 2,
  item: 50,
  notFound: 100,
  search: 102,
  commerceCart: 205,
} as const;
