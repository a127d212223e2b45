/**
 * ProductTabs island: the product description and its reviews as tabs (spec §1 "reviews tab"), shown when the
 * store enables native or imported reviews and the kill switch is off. Tabs follow the WAI-ARIA pattern: one
 * tab stop, arrows / Home / End move and select, each panel labelled by its tab.
 */
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ReviewList } from './review-list';
import type { ReviewView } from './review-data';
import { tabAfterKey } from './tab-keys';

export interface ProductTabsProps {
  /** the description as the template prints it (the item's body HTML from content) */
  descriptionHtml: string;
  reviews: ReviewView[];
  average: number | null;
}

export function ProductTabs({ descriptionHtml, reviews, average }: ProductTabsProps): ReactNode {
  const id = useId();
  const [selected, setSelected] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const labels = ['Description', `Reviews (${reviews.length})`];

  const onKeyDown = (event: KeyboardEvent) => {
    const next = tabAfterKey(event.key, selected, labels.length);
    if (next === undefined) return;
    event.preventDefault();
    setSelected(next);
    tabs.current[next]?.focus();
  };

  const tabId = (index: number) => `${id}-tab-${index}`;
  const panelId = (index: number) => `${id}-panel-${index}`;
  const panel = (index: number, className: string, children: ReactNode) => (
    <div className={className} role="tabpanel" id={panelId(index)} aria-labelledby={tabId(index)} tabIndex={0} hidden={selected !== index}>
      {children}
    </div>
  );

  return (
    <>
      <div className="product-tabs__list" role="tablist" aria-label="Product information" onKeyDown={onKeyDown}>
        {labels.map((label, index) => (
          <button
            key={label}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(index)}
            className="product-tabs__tab"
            aria-selected={selected === index}
            aria-controls={panelId(index)}
            tabIndex={selected === index ? 0 : -1}
            onClick={() => setSelected(index)}
          >
            {label}
          </button>
        ))}
      </div>
      {panel(0, 'product-tabs__panel product-description prose', <div dangerouslySetInnerHTML={{ __html: descriptionHtml }} />)}
      {panel(1, 'product-tabs__panel product-reviews', <ReviewList reviews={reviews} average={average} />)}
    </>
  );
}
