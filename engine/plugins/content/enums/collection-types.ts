/** Collection types (spec §3): the `collection.type` codes templates test. */
export const COLLECTION_TYPES = {
  generic: 1,
  subscription: 2,
  'template-page': 7,
  'splash-page': 8,
  page: 10,
  products: 13,
} as const;
