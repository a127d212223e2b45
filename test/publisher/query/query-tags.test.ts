import { describe, expect, it } from 'vitest';
import { compile, execute } from '../../../engine';
import { lineColumnAt } from '../../../publisher/source/read-json';
import { rewriteQueryTags } from '../../../publisher/query/query-tags';

const COLLECTIONS = new Set(['shop', 'journal']);
const rewrite = (source: string) => rewriteQueryTags(source, () => '$q0', COLLECTIONS);
const problemsAt = (source: string) =>
  rewrite(source).problems.map((p) => ({ ...lineColumnAt(source, p.offset), message: p.message }));

describe('rewriteQueryTags', () => {
  it('turns the tags into a section over the query results, leaving nothing of them in the output', () => {
    const source = '<h2>New</h2>\n<squarespace:query collection="shop" limit="2">\n{.repeated section items}<b>{title}</b>{.end}\n</squarespace:query>!';
    const { source: rewritten, queries, problems } = rewrite(source);
    expect(problems).toEqual([]);
    expect(queries).toEqual([{ offset: 13, spec: { collection: 'shop', limit: 2, skip: 0, featured: false, categories: [], tags: [] } }]);
    const { code, errors } = compile(rewritten);
    expect(errors).toEqual([]);
    const json = { title: 'page', $q0: { items: [{ title: 'A' }, { title: 'B' }] } };
    expect(execute(code, { json }).output).toBe('<h2>New</h2>\n\n<b>A</b><b>B</b>\n!');
  });

  it('keeps every line and column of the template where it was', () => {
    for (const source of [
      'x <squarespace:query collection="journal" featured="true">{.section items}{bad|nope}{.end}</squarespace:query> {oops|nope}',
      'x <squarespace:query\n   collection="journal"\n   featured="true">{.section items}{bad|nope}{.end}</squarespace:query> {oops|nope}',
    ]) {
      const { source: rewritten, problems } = rewrite(source);
      expect(problems).toEqual([]);
      expect(rewritten.split('\n').map((l) => l.length)).toEqual(source.split('\n').map((l) => l.length));
      const { errors } = compile(rewritten);
      // The engine points at the unknown formatter's name.
      const at = (text: string) => lineColumnAt(source, source.indexOf(text) + text.indexOf('nope'));
      expect(errors.map((e) => ({ line: e.line, column: e.column }))).toEqual([at('{bad|nope}'), at('{oops|nope}')]);
    }
  });

  it('keeps the line numbers when a tag ends on a line too short to close the padding', () => {
    const source = '<squarespace:query\n collection="shop"\n>{a|nope}</squarespace:query\n>\n{b|nope}';
    const { source: rewritten } = rewrite(source);
    expect(rewritten.split('\n').length).toBe(5);
    expect(compile(rewritten).errors.map((e) => e.line)).toEqual([3, 5]);
  });

  it('reads featured, skip, and comma-delimited categories and tags', () => {
    const { queries } = rewrite(`<squarespace:query collection='journal' featured="true" skip="1" category="Studio, Print" tag=riso></squarespace:query>`);
    expect(queries[0].spec).toEqual({ collection: 'journal', limit: 100, skip: 1, featured: true, categories: ['Studio', 'Print'], tags: ['riso'] });
  });

  it('reports unknown collections, bad limits and other attribute errors where they are', () => {
    expect(problemsAt('ok\n  <squarespace:query collection="blog">x</squarespace:query>')).toEqual([
      { line: 2, column: 22, message: 'unknown collection "blog" in <squarespace:query> (collections: shop, journal)' },
    ]);
    expect(problemsAt('<squarespace:query collection="shop"\n limit="0">x</squarespace:query>')).toEqual([
      { line: 2, column: 2, message: 'limit "0" of <squarespace:query> must be a whole number from 1 to 100' },
    ]);
    for (const bad of ['limit="four"', 'limit="101"', 'limit="2.5"', 'limit=""']) {
      expect(problemsAt(`<squarespace:query collection="shop" ${bad}></squarespace:query>`)[0]).toMatchObject({ line: 1, column: 38 });
    }
    expect(problemsAt('<squarespace:query collection="shop" featured="yes" limt="3"></squarespace:query>').map((p) => p.message)).toEqual([
      'featured "yes" of <squarespace:query> must be true or false',
      'unknown attribute "limt" on <squarespace:query> (it takes collection, limit, skip, featured, category, tag)',
    ]);
    expect(problemsAt('<squarespace:query collection="{collection.urlId}"></squarespace:query>')[0].message).toMatch(/must be plain text/);
  });

  it('reports a missing collection, an unclosed or stray tag, nesting and a self-closing tag', () => {
    expect(problemsAt('a\n<squarespace:query limit="3"></squarespace:query>')).toEqual([
      { line: 2, column: 1, message: '<squarespace:query> needs a collection attribute (the collection urlId)' },
    ]);
    expect(problemsAt('<p>\n <squarespace:query collection="shop">{items}')).toEqual([
      { line: 2, column: 2, message: '<squarespace:query> is never closed: add </squarespace:query>' },
    ]);
    expect(problemsAt('x</squarespace:query>')).toEqual([{ line: 1, column: 2, message: '</squarespace:query> without an opening <squarespace:query>' }]);
    expect(problemsAt('<squarespace:query collection="shop"><squarespace:query collection="journal"></squarespace:query></squarespace:query>')[0]).toMatchObject({
      column: 38,
      message: expect.stringMatching(/inside another/),
    });
    expect(problemsAt('<squarespace:query collection="shop" />')[0].message).toMatch(/renders nothing/);
  });

  it('leaves look-alike tags and templates without queries as they are', () => {
    const source = '<squarespace:queryx a="1"> <squarespace:navigation navigationId="main" />';
    expect(rewrite(source)).toEqual({ source, queries: [], problems: [] });
  });
});
