// Opaque paging cursors: the sort key of a page's last row, as base64url JSON. A cursor that does not
// decode to the expected key shape is the caller's mistake (422).
import { RESTOCK_MESSAGES } from '../../schemas/restock';
import { DomainError } from '../domain-error';

export type CursorKey = readonly (string | number)[];

export function encodeCursor(key: CursorKey): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/** The key a cursor holds, checked against the types expected at each position ('string' | 'number'). */
export function decodeCursor(cursor: string, shape: readonly ('string' | 'number')[]): CursorKey {
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    key = undefined;
  }
  const fits = Array.isArray(key) && key.length === shape.length && key.every((part, index) => typeof part === shape[index]);
  if (!fits) throw new DomainError('rejected', RESTOCK_MESSAGES.invalidCursor, { message: RESTOCK_MESSAGES.invalidCursor });
  return key as CursorKey;
}
