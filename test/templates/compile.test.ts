// Every template of the default site template compiles with no syntax error (unknown formatter, predicate, unbalanced block...).
import { describe, expect, it } from 'vitest';
import { compile } from '../../engine/index';
import { regionNames, templateSources } from './template-files';

describe('default site template compiles', () => {
  const sources = templateSources();

  it('has the files the site contract lists', () => {
    const names = sources.map((s) => s.name);
    expect(regionNames()).toEqual(['site.region', 'cover.region']);
    for (const name of [
      'collections/products.list',
      'collections/products.item',
      'collections/blog.list',
      'collections/blog.item',
      'pages/home.page',
      'pages/about.page',
      'pages/contact.page',
      'pages/cart.page',
      'pages/search.page',
      'pages/not-found.page',
      'blocks/product-card.block',
      'blocks/post-card.block',
      'blocks/navigation.block',
      'blocks/newsletter-form.block',
      'blocks/site-form.block',
    ]) {
      expect(names).toContain(name);
    }
  });

  for (const { name, source } of sources) {
    it(name, () => {
      const { errors } = compile(source);
      expect(errors.map((e) => `${e.line ?? '?'}:${e.column ?? '?'} ${e.message}`)).toEqual([]);
    });
  }
});
