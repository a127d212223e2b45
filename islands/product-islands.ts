/**
 * The islands of a product block, fetched together (storefront-island-loaders.ts): a product page has nearly all of
 * them, and one chunk weighs some 3 KB gzip less than nine (each chunk repeats its imports, exports and compression
 * start-up). What they share with other islands (the variant data, the stock rules) Rollup keeps in shared chunks,
 * so the cart page never downloads this one.
 */
export { AddToCart } from './add-to-cart/add-to-cart';
export { InstallmentNotice } from './installments/installment-notice';
export { ProductGallery } from './product-gallery/product-gallery';
export { ProductPrice } from './product-price/product-price';
export { ProductScarcity } from './product-scarcity/product-scarcity';
export { ProductStatus } from './product-status/product-status';
export { QuantityInput } from './quantity-input/quantity-input';
// The product tabs' plain-DOM behaviour (enhancer-loaders.ts): on product pages only, so with the rest.
export { enhanceProductTabs } from './reviews/tabs-behaviour';
export { VariantSelect } from './variant-select/variant-select';
