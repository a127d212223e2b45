/**
 * template.conf's layouts: each names the regions whose files, joined in order, make the document around a
 * page (Squarespace joins them before compiling). A page's layout is its collection's `regionName` when the
 * template has it, else `default`, else the first one; a template without layouts uses site.region.
 */
import type { JsonObject } from '../publisher/source';
import type { Diagnostic } from './diagnostics';
import type { TemplateFolderState } from './template-folder';

export interface LayoutPart {
  /** `header.region` */
  name: string;
  source: string;
  /** The line of the joined source this region starts on (1-based). */
  firstLine: number;
  lineCount: number;
}

export interface ComposedLayout {
  /** The layout's name in template.conf (`default`), or `site` without layouts. */
  name: string;
  source: string;
  parts: LayoutPart[];
}

function layoutsOf(conf: JsonObject): Record<string, JsonObject> {
  const layouts = conf.layouts;
  return layouts !== null && typeof layouts === 'object' && !Array.isArray(layouts) ? (layouts as Record<string, JsonObject>) : {};
}

/** The layout a page renders in: its collection's regionName when the template has it, else the default one. */
export function layoutNameFor(conf: JsonObject, context: JsonObject): string | undefined {
  const layouts = layoutsOf(conf);
  const names = Object.keys(layouts);
  if (names.length === 0) return undefined;
  const wanted = (context.collection as JsonObject | undefined)?.regionName ?? context.layout;
  if (typeof wanted === 'string' && wanted in layouts) return wanted;
  return 'default' in layouts ? 'default' : names[0];
}

/** The joined regions of a layout, or a problem naming the region that is missing. */
export function composeLayout(state: TemplateFolderState, layoutName: string | undefined): ComposedLayout | Diagnostic {
  let regionNames: string[];
  if (layoutName === undefined) {
    regionNames = ['site'];
  } else {
    const regions = layoutsOf(state.conf)[layoutName]?.regions;
    regionNames = Array.isArray(regions) ? regions.filter((r): r is string => typeof r === 'string') : [];
    if (regionNames.length === 0) {
      return { severity: 'error', file: 'template.conf', message: `layout "${layoutName}" names no regions`, frame: '' };
    }
  }
  const parts: LayoutPart[] = [];
  let line = 1;
  for (const regionName of regionNames) {
    const region = state.regions.get(regionName);
    if (!region) {
      const message =
        layoutName === undefined
          ? 'site.region is missing (a template needs it, or layouts in template.conf naming its regions)'
          : `layout "${layoutName}" names the region "${regionName}", but ${regionName}.region is missing`;
      return { severity: 'error', file: layoutName === undefined ? 'site.region' : 'template.conf', message, frame: '' };
    }
    const lineCount = region.source.split('\n').length;
    parts.push({ name: region.name, source: region.source, firstLine: line, lineCount });
    line += lineCount;
  }
  return { name: layoutName ?? 'site', source: parts.map((p) => p.source).join('\n'), parts };
}

/** The region (and line within it) a line of the joined source belongs to. */
export function partAt(layout: ComposedLayout, line: number): { part: LayoutPart; line: number } {
  const part = layout.parts.find((p) => line >= p.firstLine && line < p.firstLine + p.lineCount) ?? layout.parts[layout.parts.length - 1];
  return { part, line: line - part.firstLine + 1 };
}
