/** The social formatters and predicates: comments, likes, share buttons, Twitter and calendar links. */
import type { FormatterSpec, Plugin } from '../api';
import { commentFormatters } from './formatters/comments';
import { googleCalendarUrlFormatters } from './formatters/google-calendar-url';
import { likeButtonFormatters } from './formatters/like-button';
import { socialButtonFormatters } from './formatters/social-button';
import { twitterFormatters } from './formatters/twitter';
import { socialPredicates } from './predicates';

const formatters: readonly Record<string, FormatterSpec>[] = [
  commentFormatters,
  googleCalendarUrlFormatters,
  likeButtonFormatters,
  socialButtonFormatters,
  twitterFormatters,
];

export const socialPlugin: Plugin = (registry) => {
  for (const group of formatters) for (const [name, spec] of Object.entries(group)) registry.registerFormatter(name, spec);
  for (const [name, spec] of Object.entries(socialPredicates)) registry.registerPredicate(name, spec);
};
