/** Background sources (spec §3): the `backgroundSource` code, by the name its predicate uses. */
export const BACKGROUND_SOURCES = {
  undefined: -1,
  upload: 1,
  instagram: 2,
  video: 3,
  none: 4,
} as const;
