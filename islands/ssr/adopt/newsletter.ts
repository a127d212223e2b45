/**
 * Adopts the newsletter pages' roots (templates/pages/newsletter-confirm.page and newsletter-unsubscribe.page) as
 * the NewsletterConfirm and NewsletterUnsubscribe islands: the shop link from an attribute, the heading and loading
 * text as the template printed them.
 */
import { defineAdopter } from '../adopter';
import { orderPageProps } from './order';

export const NEWSLETTER_CONFIRM_CLASS = 'kiosk-newsletter-confirm';
export const NEWSLETTER_UNSUBSCRIBE_CLASS = 'kiosk-newsletter-unsubscribe';

export const newsletterConfirmAdopter = defineAdopter({
  island: 'NewsletterConfirm',
  rootClass: NEWSLETTER_CONFIRM_CLASS,
  adopt: (widget, context) => {
    const { title, loadingText, shopUrl } = orderPageProps(widget, context.locale);
    return { title, loadingText, shopUrl };
  },
});

export const newsletterUnsubscribeAdopter = defineAdopter({
  island: 'NewsletterUnsubscribe',
  rootClass: NEWSLETTER_UNSUBSCRIBE_CLASS,
  adopt: (widget, context) => {
    const { title, loadingText, shopUrl } = orderPageProps(widget, context.locale);
    return { title, loadingText, shopUrl };
  },
});
