/**
 * The alt text of an image record: the editor's `altText` inside an image
 * block, otherwise the first present of title, body (as plain text) and filename.
 */
import type { RenderContext } from '../../api';
import { isTruthy } from '../../../runtime/values';
import { toText } from '../../core/coercion';
import { field, isCode } from '../record-fields';
import { stripTags } from '../strip-tags';

/** BlockType code of an image block: there the editor-written alt text is authoritative, even when empty. */
const IMAGE_BLOCK = 5;

/** Spec §9: fallback alt text taken from the body is at most 250 characters. */
const MAX_BODY_ALT_LENGTH = 250;

/**
 * The unescaped alt text for `image`. Its block type is the image's own
 * `blockType`, else looked up in the render context like a variable.
 */
export function altText(image: unknown, ctx: RenderContext): string {
  const blockType = field(image, 'blockType');
  if (isCode(blockType === undefined ? ctx.resolve('blockType') : blockType, IMAGE_BLOCK)) {
    return toText(field(image, 'altText')).trim();
  }
  const title = field(image, 'title');
  if (isTruthy(title)) return toText(title);
  const body = field(image, 'body');
  if (isTruthy(body)) {
    return typeof body === 'string' ? stripTags(body).slice(0, MAX_BODY_ALT_LENGTH) : toText(body);
  }
  const filename = field(image, 'filename');
  return isTruthy(filename) ? toText(filename) : '';
}
