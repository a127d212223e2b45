/**
 * RestockNotifications island: the back-in-stock forms of one product (one per sold-out variant, spec §3
 * restockNotificationViews). A form hidden by default shows once its variant is chosen.
 */
import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { chosenVariant } from '../product/product-data';
import { $selections, selectionOf } from '../stores/product-form';
import { RestockForm, type RestockFormView } from './restock-form';

export interface RestockNotificationsProps {
  productId: string;
  optionNames: string[];
  forms: RestockFormView[];
  successText: string;
  captchaSiteKey: string;
  /** website.captchaSettings.provider ('' when the site names none) */
  captchaProvider?: string;
}

export function RestockNotifications({ productId, optionNames, forms, successText, captchaSiteKey, captchaProvider }: RestockNotificationsProps): ReactNode {
  const selections = useStore($selections, { ssr: 'initial' });
  const chosen = optionNames.length > 0 ? chosenVariant(optionNames, forms, selectionOf(productId, selections)) : undefined;
  return forms.map((view) => (
    <RestockForm
      key={view.variantId}
      productId={productId}
      view={view}
      hidden={view.hiddenByDefault && chosen?.variantId !== view.variantId}
      successText={successText}
      captchaSiteKey={captchaSiteKey}
      captchaProvider={captchaProvider}
    />
  ));
}
