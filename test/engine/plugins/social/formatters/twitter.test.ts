import { describe, expect, it } from 'vitest';
import { activateTwitterLinks } from '../../../../../engine/plugins/social/formatters/twitter';
import { render } from '../../content/render';

const link = (href: string, label: string) => `<a target="new" href="${href}">${label}</a>`;

describe('activateTwitterLinks', () => {
  it('links mentions and hashtags that start the text or follow a space', () => {
    expect(activateTwitterLinks('@a hi #b')).toBe(
      `${link('https://twitter.com/a/', '@a')} hi ${link('https://twitter.com/hashtag/b?src=hash', '#b')}`,
    );
    expect(activateTwitterLinks('x@y (@z) a\n#b')).toBe('x@y (@z) a\n#b');
    expect(activateTwitterLinks('#a-b')).toBe(`${link('https://twitter.com/hashtag/a?src=hash', '#a')}-b`);
  });

  it('links http, https and ftp URLs, leaving trailing punctuation out', () => {
    expect(activateTwitterLinks('see http://x.com/a?b=c&d=e.')).toBe(
      `see ${link('http://x.com/a?b=c&d=e', 'http://x.com/a?b=c&d=e')}.`,
    );
    expect(activateTwitterLinks('ftp://x.com (HTTPS://Y.COM/(a))')).toBe(
      `${link('ftp://x.com', 'ftp://x.com')} (${link('HTTPS://Y.COM/', 'HTTPS://Y.COM/')}(a))`,
    );
    expect(activateTwitterLinks('www.x.com ahttp://x')).toBe('www.x.com ahttp://x');
  });

  it('does not link mentions inside URLs', () => {
    expect(activateTwitterLinks('https://a.b/@x')).toBe(link('https://a.b/@x', 'https://a.b/@x'));
  });
});

describe('twitter-follow-button', () => {
  const button = (name: string) =>
    "<script>Y.use('squarespace-follow-buttons', function(Y) { Y.on('domready', function() { " +
    `Y.Squarespace.FollowButtonUtils.renderAll(); }); });</script><div class="squarespace-follow-button" data-username="${name}"></div>`;

  it('uses the user name, else the last segment of the profile URL', () => {
    expect(render('{@|twitter-follow-button}', { userName: 'foobar' })).toBe(button('foobar'));
    expect(render('{@|twitter-follow-button}', { userName: '', profileUrl: 'http://twitter.com/foobar' })).toBe(button('foobar'));
    expect(render('{@|twitter-follow-button}', {})).toBe(button(''));
  });
});
