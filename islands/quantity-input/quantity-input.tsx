/** QuantityInput island: adopts the `quantity-input` markup and shares what the visitor types with AddToCart. */
import { useStore } from '@nanostores/react';
import { $quantities, quantityTextOf, setQuantityText } from '../stores/product-form';

export interface QuantityInputProps {
  itemId: string;
  /** The printed label (`Quantity:`) and the input's aria-label (`Quantity`). */
  label: string;
  inputLabel: string;
  min: string;
  max: string;
  step: string;
  size: string;
  /** The initial value as printed (`1`). */
  value: string;
}

export function QuantityInput(props: QuantityInputProps) {
  const typed = quantityTextOf(props.itemId, useStore($quantities, { ssr: 'initial' }));
  return (
    <>
      <div className="quantity-label">{props.label}</div>
      <input
        aria-label={props.inputLabel}
        size={Number(props.size) || undefined}
        max={props.max}
        min={props.min}
        value={typed ?? props.value}
        type="number"
        step={props.step}
        onChange={(event) => setQuantityText(props.itemId, event.currentTarget.value)}
      />
    </>
  );
}
