// The static search index the publisher writes at build (/search-index.json) and the search island reads.
import * as z from 'zod/mini';

export const SEARCH_INDEX_URL = '/search-index.json';

export const SearchEntryType = z.enum(['product', 'post', 'page']);
export type SearchEntryType = z.infer<typeof SearchEntryType>;

export const SearchEntry = z.object({
  type: SearchEntryType,
  title: z.string(),
  url: z.string(),
  /** plain text, at most SEARCH_EXCERPT_MAX characters */
  excerpt: z.string(),
  /** products: the price as the page prints it (`$18.00`, `from $20.00`) */
  price: z.optional(z.string()),
  soldOut: z.optional(z.boolean()),
  /** tags and categories, matched like the title */
  keywords: z.array(z.string()),
  image: z.optional(z.object({ url: z.string(), width: z.optional(z.number()), height: z.optional(z.number()) })),
});
export type SearchEntry = z.infer<typeof SearchEntry>;

export const SearchIndex = z.object({ version: z.literal(1), entries: z.array(SearchEntry) });
export type SearchIndex = z.infer<typeof SearchIndex>;

export const SEARCH_EXCERPT_MAX = 160;
