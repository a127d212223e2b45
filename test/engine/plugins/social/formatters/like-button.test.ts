import { describe, expect, it } from 'vitest';
import { render } from '../../content/render';

describe('like-button', () => {
  const item = { id: 'i1', likeCount: 123 };

  it('renders the Simple Likes button when the site enables it', () => {
    expect(render('{item|like-button}', { websiteSettings: { simpleLikingEnabled: true }, item })).toBe(
      '\n  <span class="sqs-simple-like" data-item-id="i1" data-like-count="123">\n' +
        '    <span class="like-icon"></span>\n    <span class="like-count"></span>\n  </span>\n',
    );
  });

  it('renders nothing when disabled or without an item', () => {
    expect(render('{item|like-button}', { item })).toBe('');
    expect(render('{item|like-button}', { websiteSettings: { simpleLikingEnabled: true }, item: {} })).toBe('');
  });
});
