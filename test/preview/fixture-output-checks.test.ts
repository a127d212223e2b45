/** The checks `kiosk fixtures --edge-cases` makes on rendered HTML: balance, JSON-T tags left as text, images. */
import { describe, expect, it } from 'vitest';
import { balanceProblems, imageProblems, leftoverTags } from '../../preview/fixtures/output-checks';

const rules = (problems: { ruleId: string }[]) => problems.map((p) => p.ruleId);

describe('balanceProblems', () => {
  it('accepts balanced markup, void elements, optional end tags and raw text', () => {
    expect(balanceProblems('<div><p>One<p>Two<ul><li>a<li>b</ul><img src="x" alt=""><br></div>')).toEqual([]);
    expect(balanceProblems('<svg><path d="M0"/></svg><script>if (a < b) { "</div>" }</script><!-- <div> -->')).toEqual([]);
  });

  it('reports an element closed without being open, and one left open', () => {
    expect(balanceProblems('<h1>T</h1>\n</ul>')).toEqual([
      { ruleId: 'unbalanced-output', severity: 'error', message: '</ul> closes an element that is not open: "<h1>T</h1> </ul>"' },
    ]);
    expect(balanceProblems('<section><div class="grid"></section>').map((p) => p.message)).toEqual([
      '<div> is left open inside <section>: "<div class="grid"></section>"',
    ]);
    expect(rules(balanceProblems('<main><article>'))).toEqual(['unbalanced-output', 'unbalanced-output']);
  });
});

describe('leftoverTags', () => {
  it('finds JSON-T tags printed as text, outside scripts and styles', () => {
    expect(rules(leftoverTags('<h1>{title}</h1>'))).toEqual(['leftover-tag']);
    expect(rules(leftoverTags('<p>{.section item}</p><p>{@|apply card.block}</p>'))).toEqual(['leftover-tag', 'leftover-tag']);
    expect(leftoverTags('<style>.a{color:red}</style><script>function f(){return x}</script><p>{ spaced }</p>')).toEqual([]);
    expect(leftoverTags('<div data-props="{&quot;id&quot;:1}"></div>')).toEqual([]);
  });
});

describe('imageProblems', () => {
  it('reports an image without alt, and one whose address is missing', () => {
    expect(imageProblems('<img src="/a.jpg" alt=""><img data-src="/b.jpg" alt="B">')).toEqual([]);
    expect(rules(imageProblems('<img src="/a.jpg">'))).toEqual(['img-alt-missing']);
    expect(rules(imageProblems('<img src="?format=500w" alt="Mug">'))).toEqual(['img-src-missing']);
    expect(rules(imageProblems('<img alt="Mug">'))).toEqual(['img-src-missing']);
  });
});
