/**
 * The published site.css, minified: the template's stylesheets are written for people (comments, indentation), and
 * every page waits for this file before it paints. The dev server keeps serving them as written.
 */
import { transformSync } from 'esbuild';

export interface MinifiedCss {
  css: string;
  /** esbuild's complaints about the stylesheet (line and column in the joined site.css), for the build's log. */
  warnings: string[];
}

/**
 * Minifies without lowering any syntax (no target): what the template wrote is what browsers get, only shorter.
 * A stylesheet esbuild cannot read is published as written, with the reason among the warnings.
 */
export function minifyCss(source: string): MinifiedCss {
  try {
    const result = transformSync(source, { loader: 'css', minify: true, logLevel: 'silent', sourcefile: 'site.css' });
    const warnings = result.warnings.map((w) => `site.css:${w.location?.line ?? '?'}:${w.location?.column ?? '?'}: ${w.text}`);
    return { css: result.code, warnings };
  } catch (error) {
    return { css: source, warnings: [`site.css is published unminified: ${(error as Error).message.split('\n')[0]}`] };
  }
}
