/**
 * The decoy field of the site forms and the restock form: out of sight, out of the tab order and hidden from
 * assistive technology, so only a script fills it; the server refuses a submission that carries a value.
 */
import type { ReactNode, Ref } from 'react';
import { HONEYPOT_NAME } from '../../schemas/captcha';

/** Off-screen rather than display:none: bots skip fields they can tell are not displayed. */
const OFF_SCREEN = { position: 'absolute', left: '-10000px', top: 'auto', width: '1px', height: '1px', overflow: 'hidden' } as const;

export function Honeypot({ inputRef }: { inputRef: Ref<HTMLInputElement> }): ReactNode {
  return (
    <div className="form-honeypot" aria-hidden="true" style={OFF_SCREEN}>
      <label>
        Company website
        <input ref={inputRef} type="text" name={HONEYPOT_NAME} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
