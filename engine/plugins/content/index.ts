/** The content formatters and predicates: images, colours, video and audio, item classes, page and item tests. */
import type { Plugin, PluginFamily } from '../api';
import { familyPlugin } from '../family';
import { colorWeightFormatters } from './colors/color-weight';
import { websiteColorFormatters } from './colors/website-color';
import { absUrlFormatters } from './formatters/abs-url';
import { audioPlayerFormatters } from './formatters/audio-player';
import { capitalizeFormatters } from './formatters/capitalize';
import { humanizeDurationFormatters } from './formatters/humanize-duration';
import { itemClassesFormatters } from './formatters/item-classes';
import { videoFormatters } from './formatters/video';
import { imageColorFormatters } from './images/image-color';
import { imageFormatters } from './images/image-formatters';
import { imageSizeFormatters } from './images/image-size';
import { imageSrcsetFormatters } from './images/image-srcset';
import { collectionPredicates } from './predicates/collection';
import { currentTypePredicates } from './predicates/current-type';
import { galleryPredicates } from './predicates/gallery';
import { itemPredicates } from './predicates/item';
import { recordTypePredicates } from './predicates/record-type';
import { sameDayPredicates } from './predicates/same-day';

export const contentFamily: PluginFamily = {
  formatters: {
    ...absUrlFormatters,
    ...audioPlayerFormatters,
    ...capitalizeFormatters,
    ...colorWeightFormatters,
    ...humanizeDurationFormatters,
    ...imageColorFormatters,
    ...imageFormatters,
    ...imageSizeFormatters,
    ...imageSrcsetFormatters,
    ...itemClassesFormatters,
    ...videoFormatters,
    ...websiteColorFormatters,
  },
  predicates: {
    ...collectionPredicates,
    ...currentTypePredicates,
    ...galleryPredicates,
    ...itemPredicates,
    ...recordTypePredicates,
    ...sameDayPredicates,
  },
};

export const contentPlugin: Plugin = familyPlugin(contentFamily);
