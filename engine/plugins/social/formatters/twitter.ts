/** Twitter markup: links for URLs, @mentions and #hashtags in a tweet, and the follow button of an account. */
import type { FormatterSpec } from '../../api';
import { isTruthy } from '../../../runtime/values';
import { toText } from '../../core/coercion';
import { field } from '../../content/record-fields';

const URL = /\b(?:https?|ftp):\/\/[-a-z0-9+&@#/%?=~_|!:,.;]*[-a-z0-9+&@#/%=~_|]/gi;
// A mention or hashtag starts the text or follows a space.
const MENTION = /(^| )@(\w+)/g;
const HASHTAG = /(^| )#(\w+)/g;

export function activateTwitterLinks(tweet: string): string {
  // URLs first: the mention and hashtag links contain URLs of their own.
  return tweet
    .replace(URL, '<a target="new" href="$&">$&</a>')
    .replace(MENTION, '$1<a target="new" href="https://twitter.com/$2/">@$2</a>')
    .replace(HASHTAG, '$1<a target="new" href="https://twitter.com/hashtag/$2?src=hash">#$2</a>');
}

/** The account name: `userName`, else the last path segment of `profileUrl`. */
function twitterUserName(account: unknown): string {
  // As the reference: the user name as text (an object or array is ""), else the profile URL's last segment.
  const userName = toText(field(account, 'userName'));
  if (userName !== '') return userName;
  const profileUrl = toText(field(account, 'profileUrl'));
  return profileUrl.slice(profileUrl.lastIndexOf('/') + 1);
}

const FOLLOW_BUTTON_SCRIPT =
  "<script>Y.use('squarespace-follow-buttons', function(Y) { Y.on('domready', function() { " +
  'Y.Squarespace.FollowButtonUtils.renderAll(); }); });</script>';

export const twitterFormatters: Record<string, FormatterSpec> = {
  'activate-twitter-links': { apply: (tweet) => activateTwitterLinks(toText(tweet)) },
  'twitter-follow-button': {
    apply: (account) =>
      `${FOLLOW_BUTTON_SCRIPT}<div class="squarespace-follow-button" data-username="${twitterUserName(account)}"></div>`,
  },
};
