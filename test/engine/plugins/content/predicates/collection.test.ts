import { describe, expect, it } from 'vitest';
import { holds } from '../render';

describe('collection predicates', () => {
  it('collection? needs a non-empty collection', () => {
    expect(holds('collection?', { collection: { a: 0 } })).toBe(true);
    expect(holds('collection?', { collection: {} })).toBe(false);
  });

  it('collection-page? reads collection.type only', () => {
    expect(holds('collection-page?', { collection: { type: '10' } })).toBe(true);
    expect(holds('collection-page?', { type: 10 })).toBe(false);
  });

  it('collection-template-page? falls back to the node type when there is no collection', () => {
    expect(holds('collection-template-page?', { collection: { type: 7 } })).toBe(true);
    expect(holds('collection-template-page?', { type: 7 })).toBe(true);
    expect(holds('collection-template-page?', { collection: { type: 6 }, type: 7 })).toBe(false);
  });

  it('collectionTypeNameEquals? compares the type name with its argument', () => {
    expect(holds('collectionTypeNameEquals? blog', { typeName: 'blog' })).toBe(true);
    expect(holds('collectionTypeNameEquals? blog', { typeName: 'Blog' })).toBe(false);
    expect(holds('collectionTypeNameEquals?', { typeName: 'blog' })).toBe(false);
  });
});

describe('folder predicates', () => {
  it('folder? and index? read the collection', () => {
    expect(holds('folder?', { collection: { folder: true } })).toBe(true);
    expect(holds('folder?', { folder: true })).toBe(false);
    expect(holds('index?', { collection: { folder: true, folderBehavior: 1 } })).toBe(true);
    expect(holds('index?', { collection: { folder: true, folderBehavior: 2 } })).toBe(false);
    expect(holds('index?', { collection: { folder: false, folderBehavior: 1 } })).toBe(false);
  });

  it('redirect? and clickable? read the navigation entry', () => {
    expect(holds('redirect?', { folderBehavior: 2 })).toBe(true);
    expect(holds('redirect?', { folderBehavior: 1 })).toBe(false);
    expect([1, 2, '1'].map((folderBehavior) => holds('clickable?', { folderBehavior }))).toEqual([true, true, true]);
    expect([3, -1, null].map((folderBehavior) => holds('clickable?', { folderBehavior }))).toEqual([false, false, false]);
    expect(holds('clickable?', {})).toBe(true);
  });
});
