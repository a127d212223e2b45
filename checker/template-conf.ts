/** template.conf read once for the rules that need its declarations (navigations, system partials). */
import type { TemplateFolder } from './template-folder';

export type ConfObject = Record<string, unknown>;

/** The parsed template.conf, or undefined when it is absent, not JSON, or not an object (the template-conf rule says which). */
export function templateConfOf(folder: TemplateFolder): ConfObject | undefined {
  if (!folder.templateConf) return undefined;
  try {
    const value: unknown = JSON.parse(folder.templateConf.text);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as ConfObject) : undefined;
  } catch {
    return undefined;
  }
}

/** The strings of an array value, ignoring anything else. */
export function stringsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}
