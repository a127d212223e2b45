/** The social formatters and predicates: comments, likes, share buttons, Twitter and calendar links. */
import type { Plugin, PluginFamily } from '../api';
import { familyPlugin } from '../family';
import { commentFormatters } from './formatters/comments';
import { googleCalendarUrlFormatters } from './formatters/google-calendar-url';
import { likeButtonFormatters } from './formatters/like-button';
import { socialButtonFormatters } from './formatters/social-button';
import { twitterFormatters } from './formatters/twitter';
import { socialPredicates } from './predicates';

export const socialFamily: PluginFamily = {
  formatters: {
    ...commentFormatters,
    ...googleCalendarUrlFormatters,
    ...likeButtonFormatters,
    ...socialButtonFormatters,
    ...twitterFormatters,
  },
  predicates: socialPredicates,
};

export const socialPlugin: Plugin = familyPlugin(socialFamily);
