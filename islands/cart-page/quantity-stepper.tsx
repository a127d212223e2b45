/**
 * A cart line's quantity: −, a number field and +, each labelled with the product. Shows what the visitor is typing,
 * then the quantity being sent, then the server's answer (after a failure, the server's value again).
 */
import { useState, type KeyboardEvent } from 'react';
import { QUANTITY_MIN } from '../../schemas/cart';
import { stepperLabels } from './cart-page-messages';

export interface QuantityStepperProps {
  title: string;
  /** The quantity the server holds. */
  quantity: number;
  /** The quantity being sent, while a change is in progress. */
  pending?: number;
  /** The most this line may hold (stock, at most 9999). */
  max: number;
  busy: boolean;
  onChange(quantity: number): void;
}

/** A typed quantity as a whole number within 1..max, or undefined when it is not a number at all. */
export function typedQuantity(text: string, max: number): number | undefined {
  if (!/^\s*\d+\s*$/.test(text)) return undefined;
  return Math.min(Math.max(Number(text), QUANTITY_MIN), Math.max(max, QUANTITY_MIN));
}

export function QuantityStepper({ title, quantity, pending, max, busy, onChange }: QuantityStepperProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const labels = stepperLabels(title);
  const shown = pending ?? quantity;
  const canDecrease = !busy && shown > QUANTITY_MIN;
  const canIncrease = !busy && shown < max;

  const request = (next: number) => {
    if (!busy && next !== quantity) onChange(next);
  };
  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    const next = typedQuantity(draft, max);
    if (next !== undefined) request(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit();
    if (event.key === 'Escape') setDraft(null);
  };

  return (
    <div className="kiosk-stepper" role="group" aria-label={labels.group}>
      {/* aria-disabled, not disabled: a disabled button would drop the keyboard focus. */}
      <button
        type="button"
        className="kiosk-stepper__button"
        aria-label={labels.decrease}
        aria-disabled={canDecrease ? undefined : true}
        onClick={() => canDecrease && request(shown - 1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <input
        className="kiosk-stepper__input"
        type="number"
        inputMode="numeric"
        min={QUANTITY_MIN}
        max={max}
        step={1}
        aria-label={labels.input}
        value={draft ?? String(shown)}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onBlur={commit}
        onKeyDown={onKeyDown}
      />
      <button
        type="button"
        className="kiosk-stepper__button"
        aria-label={labels.increase}
        aria-disabled={canIncrease ? undefined : true}
        onClick={() => canIncrease && request(shown + 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
