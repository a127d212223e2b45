/**
 * Turns HTML into plain text the way the reference engine does for alt text
 * and excerpts: every tag (from "<" to the next ">") becomes one space, a stray
 * ">" becomes a space, and an unclosed "<" drops the rest. Entities stay as they are.
 */
export function stripTags(html: string): string {
  if (html.indexOf('<') === -1 && html.indexOf('>') === -1) return html;
  let out = '';
  let start = 0;
  let inTag = false;
  for (let i = 0; i < html.length; i++) {
    const c = html.charCodeAt(i);
    if (inTag) {
      if (c === 62) {
        out += ' ';
        inTag = false;
        start = i + 1;
      }
    } else if (c === 60) {
      out += html.slice(start, i);
      inTag = true;
    } else if (c === 62) {
      out += html.slice(start, i) + ' ';
      start = i + 1;
    }
  }
  return inTag ? out : out + html.slice(start);
}
