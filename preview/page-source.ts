/** What the preview renders: a URL path's route and the JSON context its templates run against. */
import type { Route, SiteContent } from '../publisher';
import type { JsonObject } from '../publisher/source';

export interface PreviewPage {
  path: string;
  route: Route;
  context: JsonObject;
}

export interface PageSource {
  /** `content` or `fixtures`. */
  kind: 'content' | 'fixtures';
  /** The folder the pages come from (watched: a change there reloads them). */
  dir: string;
  /** The content the islands and `<squarespace:query>` read (for fixtures: what the fixtures hold). */
  content: SiteContent;
  /** Every URL path that has a page, in order. */
  paths(): string[];
  page(path: string): PreviewPage | undefined;
  /** What unknown paths are answered with. */
  notFound(): PreviewPage;
}
