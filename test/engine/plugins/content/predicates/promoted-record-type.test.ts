/**
 * `video?`, `image?`, `quote?`, `link?` and `gallery?` hold for an item of that
 * record type and for any item promoting that block type (the reference's
 * PromotedRecordTypePredicate); other record types read only `recordType`.
 */
import { describe, expect, it } from 'vitest';
import { holds } from '../render';

const PROMOTED = [
  ['video?', 8, 'video'],
  ['image?', 2, 'image'],
  ['quote?', 4, 'quote'],
  ['link?', 5, 'link'],
  ['gallery?', 14, 'gallery'],
] as const;

describe('record-type predicates that also read promotedBlockType', () => {
  it('hold for the record type or the promoted block type', () => {
    for (const [predicate, code, blockType] of PROMOTED) {
      expect(holds(predicate, { recordType: code }), predicate).toBe(true);
      expect(holds(predicate, { recordType: 1, promotedBlockType: blockType }), predicate).toBe(true);
      expect(holds(predicate, { promotedBlockType: blockType }), predicate).toBe(true);
    }
  });

  it('do not hold for another block type, another case or a non-string', () => {
    expect(holds('image?', { recordType: 8, promotedBlockType: 'video' })).toBe(false);
    expect(holds('video?', { recordType: 8, promotedBlockType: 'image' })).toBe(true);
    expect(holds('quote?', { promotedBlockType: 'QUOTE' })).toBe(false);
    expect(holds('link?', { promotedBlockType: ['link'] })).toBe(false);
    expect(holds('gallery?', {})).toBe(false);
  });

  it('leave the other record types to recordType alone', () => {
    expect(holds('audio?', { promotedBlockType: 'audio' })).toBe(false);
    expect(holds('text?', { promotedBlockType: 'text' })).toBe(false);
    expect(holds('audio?', { recordType: 7 })).toBe(true);
  });
});
