import { describe, expect, it } from 'vitest';
import { RECORD_TYPES } from '../../../../../engine/plugins/content/enums/record-types';
import { holds } from '../render';

describe('record type predicates', () => {
  it('hold for exactly their own code', () => {
    for (const [name, code] of Object.entries(RECORD_TYPES)) {
      expect(holds(`${name}?`, { recordType: code }), name).toBe(true);
      expect(holds(`${name}?`, { recordType: code + 1000 }), name).toBe(false);
    }
  });
  it('read codes as the reference does: numeric strings count, true is 1, a missing code is 0', () => {
    expect(holds('image?', { recordType: '2' })).toBe(true);
    expect(holds('text?', { recordType: true })).toBe(true);
    expect(holds('image?', { recordType: '2px' })).toBe(true);
    expect(holds('undefined?', {})).toBe(false);
  });
  it('read only the node in scope', () => {
    expect(holds('image?', { recordType: 2 })).toBe(true);
    expect(holds('image?', { recordType: 2, r: { x: 1 } }, 'r')).toBe(false);
  });
});

describe('promoted and external-video', () => {
  it('match the promoted block type exactly', () => {
    expect(holds('promotedVIDEO?', { promotedBlockType: 'video' })).toBe(true);
    expect(holds('promotedVIDEO?', { promotedBlockType: 'VIDEO' })).toBe(false);
    expect(holds('promotedLINK?', { recordType: 5 })).toBe(false);
  });
  it('treat video items and promoted videos as external video', () => {
    expect(holds('external-video?', { recordType: 8 })).toBe(true);
    expect(holds('external-video?', { promotedBlockType: 'video' })).toBe(true);
    expect(holds('external-video?', { recordType: 18 })).toBe(false);
  });
});

describe('background-source predicates', () => {
  it('match the spec §3 codes', () => {
    expect(holds('background-source-upload?', { backgroundSource: '1' })).toBe(true);
    expect(holds('background-source-none?', { backgroundSource: 4 })).toBe(true);
    expect(holds('background-source-undefined?', { backgroundSource: -1 })).toBe(true);
    expect(holds('background-source-undefined?', {})).toBe(false);
  });
});
