/**
 * Loads the JSON-T conformance corpus (../shared/conformance/cases) and knows
 * which files are target cases, by category, as the corpus README lists them.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const CORPUS_DIR =
  process.env.KIOSK_CONFORMANCE_DIR ?? resolve(dirname(fileURLToPath(import.meta.url)), '../../../shared/conformance/cases');

export interface ConformanceCase {
  name: string;
  category: string;
  file: string;
  template: string;
  json: unknown;
  output: string;
  partials?: Record<string, string>;
  injects?: Record<string, string>;
  locale?: string;
  now?: number;
}

const HEADER = /^:([a-zA-Z0-9_-]+)\s*$/;

/** Splits a case file into its sections (README "File format"). */
export function parseSections(text: string): Record<string, string> {
  const sections: Record<string, string> = {};
  let current: string | undefined;
  let lines: string[] = [];
  const flush = () => {
    if (current !== undefined) sections[current] = lines.join('\n');
  };
  for (const line of text.split('\n')) {
    const m = HEADER.exec(line);
    if (m) {
      flush();
      current = m[1];
      lines = [];
    } else if (current !== undefined) {
      lines.push(line);
    }
  }
  flush();
  return sections;
}

const N = '\\d+';
const alt = (names: string[]) => names.join('|');
const core = ['variables', 'bindvar', 'ctxvar', 'inject', 'include', 'props'];
const commerce = [
  'add-to-cart-btn', 'bookkeeper-money-format', 'cart-quantity', 'cart-subtotal', 'cart-url', 'from-price',
  'normal-price', 'percentage-format', 'product-checkout', 'product-quick-view', 'product-restock-notification',
  'product-status', 'product-scarcity', 'quantity-input', 'sale-price', 'summary-form-field-address',
  'summary-form-field-checkbox', 'summary-form-field-date', 'summary-form-field-likert', 'summary-form-field-name',
  'summary-form-field-phone', 'summary-form-field-time', 'summary-form-field-unk', 'variant-descriptor',
  'variants-select', 'product-price',
];
const subscriptionPrice = [
  'multiple-variants-and-multiple-pricing-options', 'multiple-variants-from-price', 'on-sale-variants-pricing-options',
  'one-on-sale-pricing-option', 'one-pricing-option', 'variants-with-same-pricing', 'no-pricing-options',
];
const priceSubscription = [
  'weekly', 'bi-weekly', 'monthly', 'bi-monthly', 'from-weekly', 'from-bi-weekly', 'from-monthly', 'from-bi-monthly',
  'from-weekly-on-sale', 'on-sale-bi-monthly', 'on-sale-bi-weekly', 'on-sale-monthly', 'on-sale-weekly',
  'weekly-localized', 'weekly-localized-multiple', 'weekly-plan-unavailable',
];
const priceFinite = [
  'weekly', 'bi-weekly', 'monthly', 'bi-monthly', 'bi-weekly-for-a-year', 'monthly-for-a-year', 'from-weekly',
  'from-bi-weekly', 'from-monthly', 'from-bi-monthly', 'from-weekly-on-sale', 'on-sale-bi-monthly', 'on-sale-bi-weekly',
  'on-sale-monthly', 'on-sale-weekly', 'weekly-localized', 'weekly-localized-multiple',
];
const content = [
  'absurl', 'audio-player', 'capitalize', 'child-image-meta', 'color-weight', 'height', 'humanize-duration', 'image',
  'image-meta', 'image-srcset', 'image-color', 'item-classes', 'resized', 'video', 'width', 'website-color',
];
const coreFormatters = [
  'apply', 'count', 'cycle', 'encode-space', 'encode-uri', 'encode-uri-component', 'format', 'html', 'htmlattr',
  'htmltag', 'iter', 'json', 'json-pretty', 'key-by', 'lookup', 'mod', 'get', 'macro', 'macro-ctx', 'output', 'plural',
  'pluralize', 'prop', 'raw', 'round', 'safe', 'slugify', 'smartypants', 'str', 'truncate', 'url-encode',
];
const i18n = ['decimal', 'money', 'datetime', 'datetime-interval', 'message', 'message-plural', 'relative-time', 'timesince'];
const social = [
  'activate-twitter-links', 'comment-count', 'comment-link', 'comments', 'like-button', 'google-calendar-url',
  'social-button', 'social-button-inline', 'twitter-follow-button',
];
const predicatesContent = [
  'active-time', 'attachment', 'audio', 'background-source', 'binary', 'calendar-view', 'checkin', 'child-images',
  'clickable', 'collection-page', 'collection-template-page', 'collection-type-name-equals', 'collection', 'excerpt',
  'external-link', 'external-video', 'folder', 'gallery-active-alignment', 'gallery-boolean', 'gallery-design',
  'gallery-meta', 'gallery-meta-position', 'has-multiple', 'index', 'location', 'main-image', 'passthrough',
  'record-type', 'promoted', 'redirect', 'service-name-email', 'show-past-events', 'same-day',
];

/** Category → [directory, file-name pattern]. Order matters only for reporting. */
export const CATEGORIES: Record<string, [dir: 'resources' | 'plugins/resources', pattern: RegExp]> = {
  'core-syntax': ['resources', new RegExp(`^(${alt(core)})-${N}\\.html$`)],
  eval: ['resources', new RegExp(`^eval-${N}\\.html$`)],
  'formatters-commerce': [
    'plugins/resources',
    new RegExp(
      `^f-((${alt(commerce)})-${N}|variants-select-subscription|subscription-price-(${alt(subscriptionPrice)})` +
        `|product-price-subscription-(${alt(priceSubscription)})|product-price-finite-subscription-(${alt(priceFinite)}))\\.html$`,
    ),
  ],
  'formatters-content': ['plugins/resources', new RegExp(`^f-(${alt(content)})-${N}\\.html$`)],
  'formatters-core': ['plugins/resources', new RegExp(`^f-(${alt(coreFormatters)})-${N}\\.html$`)],
  'formatters-date': ['plugins/resources', new RegExp(`^f-date-${N}\\.html$`)],
  'formatters-i18n': ['plugins/resources', new RegExp(`^f-(${alt(i18n)})-${N}\\.html$`)],
  'formatters-missing': ['plugins/resources', new RegExp(`^f-missing-${N}\\.html$`)],
  'formatters-social': ['plugins/resources', new RegExp(`^f-(${alt(social)})-${N}\\.html$`)],
  'predicates-commerce': ['plugins/resources', new RegExp(`^p-(has-variants-${N}|on-sale|sold-out|varied-prices)\\.html$`)],
  'predicates-content': ['plugins/resources', new RegExp(`^p-(${alt(predicatesContent)})-${N}\\.html$`)],
  'predicates-core': ['plugins/resources', new RegExp(`^p-(debug|comparisons|even-odd|nth|plural|singular)-${N}\\.html$`)],
  'predicates-slide': ['plugins/resources', /^p-current-type\.html$/],
  'predicates-social': ['plugins/resources', new RegExp(`^p-(comments|disqus)-${N}\\.html$`)],
};

export function corpusAvailable(): boolean {
  return existsSync(CORPUS_DIR);
}

export function parseCase(file: string, name: string, category: string): ConformanceCase {
  const s = parseSections(readFileSync(file, 'utf8'));
  if (s.TEMPLATE === undefined || s.OUTPUT === undefined) throw new Error(`${file}: missing TEMPLATE or OUTPUT section`);
  const params = s.PARAMS?.trim() ? (JSON.parse(s.PARAMS) as { locale?: string; now?: number }) : {};
  const props = s.PROPERTIES ? parseProperties(s.PROPERTIES) : {};
  const nowText = params.now ?? props.now;
  return {
    name,
    category,
    file,
    template: s.TEMPLATE,
    json: s.JSON?.trim() ? JSON.parse(s.JSON) : undefined,
    output: s.OUTPUT,
    partials: s.PARTIALS?.trim() ? JSON.parse(s.PARTIALS) : undefined,
    injects: s.INJECT?.trim() ? JSON.parse(s.INJECT) : undefined,
    locale: params.locale ?? props.locale,
    now: nowText === undefined ? undefined : Number(nowText),
  };
}

function parseProperties(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const i = line.indexOf('=');
    if (i > 0) out[line.slice(0, i).trim()] = line.slice(i + 1).trim();
  }
  return out;
}

/** Every target case of the corpus, grouped by category (empty when the corpus is absent). */
export function loadTargetCases(): Map<string, ConformanceCase[]> {
  const byCategory = new Map<string, ConformanceCase[]>();
  if (!corpusAvailable()) return byCategory;
  const listings = new Map<string, string[]>();
  for (const [category, [dir, pattern]] of Object.entries(CATEGORIES)) {
    if (!listings.has(dir)) listings.set(dir, readdirSync(join(CORPUS_DIR, dir)).sort());
    const names = listings.get(dir)!.filter((f) => pattern.test(f));
    byCategory.set(
      category,
      names.map((f) => parseCase(join(CORPUS_DIR, dir, f), f.replace(/\.html$/, ''), category)),
    );
  }
  return byCategory;
}
