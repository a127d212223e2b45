/** Widget markup shaped like the engine's commerce formatters print it (Squarespace's markup), for island tests. */

export const ITEM_ID = '3ef290f429125ebe0da95424';

export const addToCartMarkup = `<div class="sqs-add-to-cart-button-wrapper" data-animation-role="button">
  <div class="sqs-add-to-cart-button sqs-suppress-edit-mode sqs-editable-button sqs-button-element--primary " role="button" tabindex="0" data-dynamic-strings data-collection-id="c1" data-item-id="${ITEM_ID}" data-product-type="1" data-use-custom-label="false" data-original-label="Add To Cart" >
    <div class="sqs-add-to-cart-button-inner">Add To Cart</div>
  </div>
</div>`;

const option = (name: string, values: string[]) => `    <div class="variant-option">
    <div class="variant-option-title">${name}: </div>
    <div class="variant-select-wrapper">
      <select aria-label="Select ${name}" data-variant-option-name="${name}">
        <option value="">Select ${name}</option>
        ${values.map((v) => `<option value="${v}">${v}</option>`).join('')}
      </select>
    </div>
    <div class="variant-radiobtn-wrapper" data-variant-option-name="${name}">
${values
  .map(
    (v) => `      <input type="radio" class="variant-radiobtn" value="${v}" name="variant-option-${name}" id="variant-option-${name}-${v}"/>
      <label class="sqs-button-element--secondary" role="button" tabindex="0" for="variant-option-${name}-${v}">${v}</label>`,
  )
  .join('\n')}
    </div>
    </div>`;

export const variantsMarkup = `<div class="product-variants" data-item-id="${ITEM_ID}" data-variants="[]" data-animation-role="content">
${option('Size', ['S', 'M', 'L'])}
${option('Color', ['Black', 'White'])}
  </div>`;

export const quantityMarkup = `<div class="product-quantity-input" data-item-id="${ITEM_ID}" data-animation-role="content">
  <div class="quantity-label">Quantity:</div>
  <input aria-label="Quantity" size="4" max="9999" min="1" value="1" type="number" step="1"></input>
</div>`;

export const teeItem = {
  id: ITEM_ID,
  structuredContent: {
    productType: 1,
    variantOptionOrdering: ['Size', 'Color'],
    variants: [
      { sku: 'TEE-S-BLK', attributes: { Size: 'S', Color: 'Black' }, qtyInStock: 10, unlimited: false, priceMoney: { value: '25.00' } },
      { sku: 'TEE-L-WHT', attributes: { Size: 'L', Color: 'White' }, qtyInStock: 0, unlimited: false },
    ],
  },
};
