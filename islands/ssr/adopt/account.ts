/**
 * Adopts the account pages' roots (templates/pages/account*.page) as the AccountForms and AccountDashboard islands:
 * which form from `data-account-page`, the locale from `data-locale`, the heading and loading text as the template
 * printed them. A root naming no known page is left as printed.
 */
import { ACCOUNT_FORM_PAGES, type AccountFormPage } from '../../account/account-forms';
import { defineAdopter, type WidgetMarkup } from '../adopter';
import { byClass, byTag, findFirst, textContent } from '../html-fragment';

export const ACCOUNT_FORMS_CLASS = 'kiosk-account-forms';
export const ACCOUNT_DASHBOARD_CLASS = 'kiosk-account-dashboard';

function printedTexts({ content }: WidgetMarkup) {
  const title = findFirst(content, byTag('h1'));
  const loading = findFirst(content, byClass('kiosk-account__status'));
  return { title: title ? textContent(title).trim() : '', loadingText: loading ? textContent(loading).trim() : '' };
}

const isFormPage = (page: string | undefined): page is AccountFormPage => (ACCOUNT_FORM_PAGES as readonly string[]).includes(page ?? '');

export const accountFormsAdopter = defineAdopter({
  island: 'AccountForms',
  rootClass: ACCOUNT_FORMS_CLASS,
  adopt: (widget) => {
    const page = widget.attributes['data-account-page'];
    return isFormPage(page) ? { page, ...printedTexts(widget) } : undefined;
  },
});

export const accountDashboardAdopter = defineAdopter({
  island: 'AccountDashboard',
  rootClass: ACCOUNT_DASHBOARD_CLASS,
  adopt: (widget, context) => ({ locale: widget.attributes['data-locale'] || context.locale || 'en-US', ...printedTexts(widget) }),
});
