/**
 * The installment information popup: the provider's modal HTML for the shopper's locale, or Kiosk's own
 * text when it cannot be loaded. A lightbox, so Escape, its close button or a click outside closes it.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Lightbox } from '../lightbox/lightbox';
import { loadModalHtml } from './modal-html';

export interface InstallmentPopupProps {
  providerName: string;
  count: number;
  modalUrl: string;
  onClose(): void;
}

type Content = { kind: 'loading' } | { kind: 'provider'; html: string } | { kind: 'built-in' };

function BuiltInText({ providerName, count }: { providerName: string; count: number }): ReactNode {
  return (
    <div className="kiosk-installments-popup__built-in">
      <p>
        Pay for your order in {count} interest-free installments with {providerName}, due every two weeks. The first
        installment is paid at checkout.
      </p>
      <p>
        Choose {providerName} at checkout, then sign in or create an account with {providerName}. You need to be 18 or
        older, live in a country {providerName} serves and meet its eligibility criteria. Late fees may apply.
      </p>
      <p>The installment shown on the product page excludes shipping and taxes, which are added at checkout.</p>
    </div>
  );
}

export function InstallmentPopup({ providerName, count, modalUrl, onClose }: InstallmentPopupProps): ReactNode {
  const [content, setContent] = useState<Content>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    void loadModalHtml(modalUrl).then((html) => {
      if (live) setContent(html === undefined ? { kind: 'built-in' } : { kind: 'provider', html });
    });
    return () => {
      live = false;
    };
  }, [modalUrl]);

  return (
    <Lightbox title={`Pay in ${count} with ${providerName}`} onClose={onClose} className="kiosk-installments-popup">
      {content.kind === 'loading' && <p role="status">Loading…</p>}
      {content.kind === 'built-in' && <BuiltInText providerName={providerName} count={count} />}
      {content.kind === 'provider' && <div className="kiosk-installments-popup__provider" dangerouslySetInnerHTML={{ __html: content.html }} />}
    </Lightbox>
  );
}
