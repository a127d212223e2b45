/**
 * "Sign up again": moves the visitor to the newsletter form every page has in its footer (focusing its email field,
 * so a keyboard user lands there too); without such a form on the page, a link to the shop.
 */
import { useEffect, useState } from 'react';

const FOOTER_EMAIL = 'form.newsletter-form input[type="email"]';

export function SignUpAgain({ label, fallbackUrl }: { label: string; fallbackUrl: string }) {
  const [field, setField] = useState<HTMLInputElement | null>(null);
  useEffect(() => setField(document.querySelector<HTMLInputElement>(FOOTER_EMAIL)), []);
  if (!field) {
    return <a className="kiosk-order__button" href={fallbackUrl}>{label}</a>;
  }
  return (
    <button
      type="button"
      className="kiosk-order__button"
      onClick={() => {
        field.scrollIntoView({ block: 'center' });
        field.focus();
      }}
    >
      {label}
    </button>
  );
}
