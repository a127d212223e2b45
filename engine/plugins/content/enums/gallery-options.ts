/** Gallery block options (spec §9) that templates test with `{.gallery-…?}` predicates. */
export const GALLERY_DESIGNS = ['grid', 'slideshow', 'slider', 'stacked'] as const;

export const GALLERY_META_POSITIONS = [
  'top',
  'top-left',
  'top-right',
  'center',
  'bottom',
  'bottom-left',
  'bottom-right',
] as const;

export const GALLERY_ALIGNMENTS = ['center', 'left', 'right'] as const;

/** On/off options, each tested by `{.gallery-NAME?}`. */
export const GALLERY_SWITCHES = [
  'autoplay',
  'auto-crop',
  'controls',
  'lightbox',
  'square-thumbs',
  'show-meta',
  'show-meta-on-hover',
  'thumbnails',
] as const;
