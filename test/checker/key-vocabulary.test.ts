/** What `unknown-variable` compares with: keys anywhere in the fixtures, and which keys sit under which. */
import { describe, expect, it } from 'vitest';
import { KeyVocabulary } from '../../checker/key-vocabulary';

describe('KeyVocabulary', () => {
  const vocabulary = new KeyVocabulary([
    { collection: { title: 'Shop', items: [{ title: 'Tee', variants: [{ sku: 'T1' }] }] } },
    { website: { siteTitle: 'Kiosk' } },
  ]);

  it('knows a path whose every key sits under the one before, through arrays', () => {
    expect(vocabulary.unknownSegment(['collection', 'items', '0', 'variants', 'sku'])).toBeUndefined();
    // JSON-T looks names up the context stack, so a key is known wherever it is.
    expect(vocabulary.unknownSegment(['sku'])).toBeUndefined();
    expect(vocabulary.unknownSegment(['website', 'siteTitle'])).toBeUndefined();
  });

  it('names the first key no fixture has where it is used', () => {
    expect(vocabulary.unknownSegment(['website', 'title'])).toBe('title');
    expect(vocabulary.unknownSegment(['colection', 'title'])).toBe('colection');
    expect(vocabulary.size).toBe(7);
  });
});
