/** Block types an item can promote (`promotedBlockType`), each with a `{.promotedNAME?}` predicate. */
export const PROMOTED_BLOCK_TYPES = [
  'code',
  'embed',
  'form',
  'foursquare',
  'image',
  'instagram',
  'link',
  'map',
  'quote',
  'twitter',
  'video',
] as const;
