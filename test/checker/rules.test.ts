/**
 * Every rule of checker/rules/ against a template that breaks it and one that keeps it: the failing case must
 * give exactly the listed offenses (file:line:column rule-id), the passing case none of that rule.
 */
import { describe, expect, it } from 'vitest';
import { RULES, type Rule } from '../../checker';
import { check, located } from './template-folder-fixture';

interface RuleCase {
  failing: Record<string, string>;
  /** `file:line:column rule-id`, in report order. */
  offenses: string[];
  /** A piece of the first offense's message. */
  says?: string;
  suggestion?: string;
  passing: Record<string, string>;
  contexts?: unknown[];
}

const CASES: Record<string, RuleCase> = {
  'unbalanced-block': {
    failing: { 'site.region': '<main>\n{.section item}{title}\n</main>{.end}{.end}\n{.or}' },
    offenses: ['site.region:3:14 unbalanced-block', 'site.region:4:1 unbalanced-block'],
    says: '{.end} is not allowed at the top level',
    passing: { 'site.region': '<main>\n{.section item}{title}{.or}none{.end}\n</main>' },
  },
  'unknown-instruction': {
    failing: { 'site.region': '{.sectoin item}{title}' },
    offenses: ['site.region:1:1 unknown-instruction'],
    says: 'Did you mean "{.section}"?',
    suggestion: 'section',
    passing: { 'site.region': '{.section item}{title}{.end}{# {.sectoin} in a comment }<style>a{color:red}</style>' },
  },
  'unknown-formatter': {
    failing: { 'blocks/card.block': '<h2>{title|htlm}</h2>', 'site.region': '{@|apply card.block}' },
    offenses: ['blocks/card.block:1:12 unknown-formatter'],
    says: 'Unknown formatter "htlm". Did you mean "html"?',
    suggestion: 'html',
    passing: { 'blocks/card.block': '<h2>{title|html}</h2>', 'site.region': '{@|apply card.block}' },
  },
  'unknown-predicate': {
    failing: { 'site.region': '{.main-imag?}<img>{.or}none{.end}' },
    offenses: ['site.region:1:3 unknown-predicate'],
    says: 'Did you mean "main-image?"?',
    suggestion: 'main-image?',
    passing: { 'site.region': '{.main-image?}x{.or}none{.end}' },
  },
  'unreachable-or': {
    failing: { 'site.region': '{.equal? a 1}one\n{.or equal? a 1}again\n{.or}other\n{.or}never{.end}' },
    offenses: ['site.region:2:1 unreachable-or', 'site.region:4:1 unreachable-or'],
    says: 'already tests equal? a 1',
    passing: { 'site.region': '{.equal? a 1}one{.or equal? a 2}two{.or}other{.end}' },
  },
  'engine-warning': {
    failing: { 'site.region': '<p>{excerpt|truncate abc}</p>' },
    offenses: ['site.region:1:13 engine-warning'],
    says: 'truncate',
    passing: { 'site.region': '<p>{excerpt|truncate 80}</p>' },
  },
  'missing-partial': {
    failing: {
      'site.region': '{@|apply header.block}\n<squarespace:navigation navigationId="mainNav" template="nav" />\n{@|apply sqs-share-buttons.block}',
      'blocks/headr.block': '<header></header>',
      'blocks/navigation.block': '<nav></nav>',
    },
    offenses: ['site.region:1:10 missing-partial', 'site.region:2:58 missing-partial', 'site.region:3:10 missing-partial'],
    says: 'No partial "header.block": add blocks/header.block (or did you mean "headr.block"?).',
    suggestion: 'headr.block',
    passing: {
      'site.region': '{.macro row}<li>{@}</li>{.end}{@|apply header.block}{items|apply row}<squarespace:navigation navigationId="mainNav" template="navigation" />',
      'blocks/header.block': '<header></header>',
      'blocks/navigation.block': '<nav></nav>',
    },
  },
  'missing-script': {
    failing: { 'site.region': '<squarespace:script src="site.js" combo="true" />', 'scripts/sites.js': '' },
    offenses: ['site.region:1:26 missing-script'],
    suggestion: 'sites.js',
    passing: { 'site.region': '<squarespace:script src="site.js" combo="true" />', 'scripts/site.js': '' },
  },
  'unknown-navigation': {
    failing: { 'site.region': '<squarespace:navigation navigationId="mainNavigation" template="navigation" />', 'blocks/navigation.block': '' },
    offenses: ['site.region:1:39 unknown-navigation'],
    says: 'it declares "mainNav"',
    passing: { 'site.region': '<squarespace:navigation navigationId="mainNav" template="navigation" />', 'blocks/navigation.block': '' },
  },
  'block-field-id': {
    failing: { 'site.region': '<squarespace:block-field columns="12"/>\n<squarespace:block-field id="intro" columns="16"/>\n<squarespace:block-field id="intro"/>' },
    offenses: ['site.region:1:1 block-field-id', 'site.region:2:46 block-field-id', 'site.region:3:30 block-field-id'],
    says: 'needs an id',
    passing: { 'site.region': '<squarespace:block-field id="intro" columns="12"/><squarespace:block-field id="body" label="Body"/>' },
  },
  'template-conf': {
    failing: {
      'template.conf': '{\n  "name": "T",\n  "layouts": { "default": { "name": "D", "regions": ["header", "site"] } },\n  "stylesheet": ["site.css"],\n  "stylesheets": ["site.less"]\n}',
      'styles/site.css': '',
    },
    offenses: ['template.conf:3:54 template-conf', 'template.conf:4:3 template-conf', 'template.conf:5:19 template-conf'],
    says: 'Layout "default" names region "header", but there is no header.region.',
    passing: {
      'template.conf': JSON.stringify({ name: 'T', layouts: { default: { name: 'D', regions: ['header', 'site'] } }, stylesheets: ['site.less'] }),
      'header.region': '<header></header>',
      'styles/site.less': '',
    },
  },
  'collection-conf': {
    failing: { 'collections/blog.conf': '{\n  "title": "Blog",\n  "ordering": 3\n}', 'pages/about.page.conf': '{ "title": "About", }' },
    offenses: ['collections/blog.conf:3:15 collection-conf', 'pages/about.page.conf:1:21 collection-conf'],
    says: '"ordering" must be one of',
    passing: { 'collections/blog.conf': JSON.stringify({ title: 'Blog', ordering: 'chronological', acceptTypes: ['text'] }), 'pages/about.page.conf': '{ "title": "About" }' },
  },
  'stylesheet-syntax': {
    failing: { 'styles/site.less': '.a { color: red; }\n.b { color: blue; }}', 'styles/ok.css': 'a { color: red; }' },
    offenses: ['styles/site.less:2:20 stylesheet-syntax'],
    says: 'LESS cannot parse this: Unrecognised input.',
    // Variables and mixins may come from another stylesheet or from Squarespace's tweaks: only syntax counts.
    passing: { 'styles/site.less': '// tweak: { "type": "color" }\n.a { .b { color: @accentColor; .mixin(); } }', 'styles/reset.css': 'html { margin: 0 }' },
  },
  'unknown-variable': {
    contexts: [{ website: { siteTitle: 'Shop' }, items: [{ title: 'A', assetUrl: '/a.jpg' }] }],
    failing: { 'site.region': '<h1>{website.siteTitel}</h1>{.repeated section items}{titel}{.end}' },
    offenses: ['site.region:1:6 unknown-variable', 'site.region:1:55 unknown-variable'],
    says: 'No fixture has "siteTitel" (in "website.siteTitel")',
    suggestion: 'website.siteTitle',
    passing: { 'site.region': '<h1>{website.siteTitle}</h1>{.repeated section items}{title}{@index}{@.assetUrl}{.end}{squarespace-headers}' },
  },
  'img-required-attributes': {
    failing: { 'site.region': '<img alt="Logo" src="/logo.png">\n<img alt="x" width="10" height="10">' },
    offenses: ['site.region:1:1 img-required-attributes', 'site.region:2:1 img-required-attributes'],
    says: '<img> needs width and height.',
    passing: { 'site.region': '<img alt="Logo" src="/logo.png" width="40" height="40"><img alt="" role="presentation" data-src="/a.jpg" data-image-dimensions="10x10"><img {@|image-meta}>' },
  },
  'img-dimensions': {
    failing: { 'site.region': '<img alt="a" src="/a.png" width="100%" height="0">\n<img alt="b" data-src="/b.png" data-image-dimensions="1500">' },
    offenses: ['site.region:1:34 img-dimensions', 'site.region:1:48 img-dimensions', 'site.region:2:55 img-dimensions'],
    says: 'width must be a positive whole number of pixels, got "100%".',
    passing: { 'site.region': '<img alt="a" src="/a.png" width="100" height="{originalSize|height}"><img alt="b" data-src="/b.png" data-image-dimensions="1500x1000">' },
  },
  'img-alt-missing': {
    failing: { 'site.region': '<p>\n  <img src="/a.png" width="1" height="1">\n</p>' },
    offenses: ['site.region:2:3 img-alt-missing'],
    passing: { 'site.region': '<img src="/a.png" alt="{title|htmlattr}" width="1" height="1"><img {mainImage|image-meta}><!-- <img src="x"> -->' },
  },
  'img-alt-empty': {
    failing: { 'site.region': '<img src="/a.png" alt="" width="1" height="1">' },
    offenses: ['site.region:1:19 img-alt-empty'],
    suggestion: 'role="presentation"',
    passing: {
      'site.region': '<img src="/a.png" alt="" role="presentation" width="1" height="1"><img src="/b.png" alt="" aria-hidden="true" width="1" height="1"><img src="/c.png" alt="{altText}" width="1" height="1">',
    },
  },
  'img-priority': {
    failing: { 'site.region': '<img src="/a.png" alt="a" width="1" height="1" fetchpriority="urgent">' },
    offenses: ['site.region:1:63 img-priority'],
    passing: { 'site.region': '<img src="/a.png" alt="a" width="1" height="1" {.equal? @index 1}fetchpriority="high"{.or}fetchpriority="low"{.end}>' },
  },
  'img-loader': {
    failing: { 'site.region': '<img src="/a.png" alt="a" width="1" height="1" data-loader="lazy">\n<img src="/a.png" alt="a" width="1" height="1" data-loader="sqs" srcset="/a-2x.png 2x">' },
    offenses: ['site.region:1:61 img-loader', 'site.region:2:48 img-loader', 'site.region:2:66 img-loader'],
    says: 'data-loader must be "sqs" or "raw", got "lazy".',
    passing: {
      'site.region': '<img src="/a.png" alt="a" width="1" height="1" data-loader="raw" srcset="/a-2x.png 2x"><img src="/a.png" alt="a" width="1" height="1" data-loader="sqs" sizes="100vw">',
    },
  },
  'unused-block': {
    failing: { 'blocks/old.block': '<p>old</p>' },
    offenses: ['blocks/old.block:1:1 unused-block'],
    passing: { 'blocks/card.block': '<p>card</p>', 'site.region': '{items|apply card.block}' },
  },
};

function ruleById(id: string): Rule {
  const rule = RULES.find((r) => r.id === id);
  if (!rule) throw new Error(`no rule ${id}`);
  return rule;
}

describe('kiosk check rules', () => {
  it('has a failing and a passing case for every rule but syntax-error (tested on its own below)', () => {
    expect(Object.keys(CASES).sort()).toEqual(RULES.map((r) => r.id).filter((id) => id !== 'syntax-error').sort());
  });

  it('gives every rule a kebab-case id, a severity and a doc string', () => {
    for (const rule of RULES) {
      expect(rule.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(['error', 'warning', 'info']).toContain(rule.severity);
      expect(rule.doc.length).toBeGreaterThan(30);
    }
  });

  for (const [id, c] of Object.entries(CASES)) {
    describe(id, () => {
      const rule = ruleById(id);
      const options = { rule, ...(c.contexts ? { contexts: c.contexts } : {}) };

      it('reports the failing template', () => {
        const result = check(c.failing, options);
        expect(located(result)).toEqual(c.offenses);
        const first = result.offenses[0];
        if (c.says) expect(first.message).toContain(c.says);
        if (c.suggestion) expect(result.offenses.map((o) => o.suggestion)).toContain(c.suggestion);
        for (const o of result.offenses) {
          expect(o.end.line > o.start.line || (o.end.line === o.start.line && o.end.column >= o.start.column)).toBe(true);
        }
      });

      it('accepts the passing template', () => {
        expect(located(check(c.passing, options))).toEqual([]);
      });
    });
  }
});
