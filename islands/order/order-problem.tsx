/** An order page that cannot show its order: why, a retry when it may work again, and the way back to the shop. */
import { ORDER_TEXT } from './order-text';

export function OrderProblem({ message, retry, onRetry, shopUrl }: { message: string; retry: boolean; onRetry(): void; shopUrl: string }) {
  return (
    <div className="kiosk-order__problem">
      <p className="kiosk-order__status kiosk-order__status--error">{message}</p>
      {retry && (
        <button type="button" className="kiosk-order__button" onClick={onRetry}>
          {ORDER_TEXT.retry}
        </button>
      )}
      <a className="link-arrow link-arrow--back" href={shopUrl}>
        {ORDER_TEXT.continueShopping}
      </a>
    </div>
  );
}
