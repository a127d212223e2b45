/**
 * Loads the provider's modal HTML for a locale (spec §7 "GET from a static host"). A failure is only logged
 * (spec §8: console.warn) and gives undefined, so the popup falls back to its built-in text.
 */

const loaded = new Map<string, string>();

/** The content of the document's <body> (the files are whole pages so they can be opened on their own). */
export function bodyContent(html: string): string {
  const match = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html);
  return (match ? match[1] : html).trim();
}

export async function loadModalHtml(url: string, fetcher: typeof fetch = fetch): Promise<string | undefined> {
  const cached = loaded.get(url);
  if (cached !== undefined) return cached;
  try {
    const response = await fetcher(url, { credentials: 'omit' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const html = bodyContent(await response.text());
    loaded.set(url, html);
    return html;
  } catch (error) {
    console.warn(`Kiosk: could not load the installment modal ${url}; showing the built-in text.`, error);
    return undefined;
  }
}
