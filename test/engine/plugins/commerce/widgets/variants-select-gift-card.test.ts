/**
 * `variants-select` titles a gift card's options with the site's localized
 * `giftCardValueDisplayText` (default "Value", `{name}` allowed); other
 * products keep the option name. The markup keeps the reference's spacing.
 */
import { describe, expect, it } from 'vitest';
import { render } from '../../../render';

const VARIANTS = [{ attributes: { Size: 'S' } }, { attributes: { Size: 'M' } }];

function select(productType: number, localizedStrings: Record<string, string> = {}): string {
  const item = { id: 'p1', structuredContent: { productType, variantOptionOrdering: ['Size'], variants: VARIANTS } };
  return render('{item|variants-select}', { item, localizedStrings }).output;
}

const title = (html: string) => /<div class="variant-option-title">([^<]*)<\/div>/.exec(html)?.[1];

describe('variants-select option titles', () => {
  it('title a gift card option with the localized value text, default Value', () => {
    expect(title(select(4))).toBe('Value: ');
    expect(title(select(4, { giftCardValueDisplayText: 'Valeur' }))).toBe('Valeur: ');
    expect(title(select(4, { giftCardValueDisplayText: 'Montant {name}' }))).toBe('Montant Size: ');
  });

  it('keep the option name for other products', () => {
    expect(title(select(1, { giftCardValueDisplayText: 'Valeur' }))).toBe('Size: ');
  });

  it('print the blank lines of the reference template around the markup', () => {
    const html = select(1);
    expect(html.startsWith('\n  \n  \n  \n  \n\n  <div class="product-variants"')).toBe(true);
    expect(html.endsWith('    </div>\n  </div>\n')).toBe(true);
  });
});
