// The demo store's cover page (/launch, page type 3): its own document from cover.region, without the site's
// header, footer or navigation; one h1, the image with its alt text and focal point, the buttons, the sign-up.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../publisher';
import { PAGE_TYPE } from '../../publisher/page-types';

const ROOT = path.resolve(__dirname, '../..');
const site = loadSite({ root: ROOT, now: Date.UTC(2026, 10, 22) });
const route = site.routes.find((r) => r.path === '/launch');
const count = (html: string, needle: string) => html.split(needle).length - 1;

describe('cover page', () => {
  it('is routed with page type 3 (splash page)', () => {
    expect(PAGE_TYPE.splashPage).toBe(3);
    expect(route?.pageType).toBe(3);
  });

  const page = site.publish(route!);

  it('renders without template warnings, titled by the page', () => {
    expect(page.warnings).toEqual([]);
    expect(page.title).toBe('Winter batch — Kiosk Supply Co.');
    expect(page.bodyAttributes.class).toContain('page-type-3');
  });

  it('has one h1, the headline from customContent, in the main landmark', () => {
    expect(count(page.body, '<h1')).toBe(1);
    const main = page.body.slice(page.body.indexOf('<main id="main"'), page.body.indexOf('</main>'));
    expect(main).toContain('<h1 class="cover-page__title">Winter batch opens 1 December</h1>');
  });

  it('shows the background image with its alt text and focal point', () => {
    expect(page.body).toMatch(
      // The original, or its rendition once the build has made them (publisher/images/).
      /<img class="cover-page__image" src="\/images\/hero-studio\.(?:[0-9a-f]{8}\.\d+w\.)?jpg"[^>]* alt="A speckled mug, a folded tee and a coastline print arranged on a sunny studio table"[^>]* style="object-position: 42% 60%;/,
    );
  });

  it('prints no site navigation, header cart or footer, and no cart pill', () => {
    expect(page.body).not.toContain('<nav');
    expect(page.body).not.toContain('class="site-header');
    expect(page.body).not.toContain('class="site-footer');
    expect(page.body).not.toContain('announcement-bar');
    expect(page.body).not.toContain('data-island="CartPill"');
    expect(page.body).not.toContain('nav-list');
  });

  it('has the button to the shop, the newsletter sign-up and the social links', () => {
    expect(page.body).toContain('<a class="button button--accent" href="/shop">Shop the current batch</a>');
    expect(count(page.body, '<form class="newsletter-form"')).toBe(1);
    expect(page.body).toContain('data-form-id="newsletter"');
    expect(page.body).toMatch(/<form class="newsletter-form"[^>]*data-island="SiteForm"/);
    expect(page.body).toContain('href="https://www.instagram.com/kiosksupply"');
    expect(page.body).toMatch(/<footer class="cover-page__footer">/);
  });

  it('leaves every other page in the site layout', () => {
    const about = site.publish(site.routes.find((r) => r.path === '/about')!);
    expect(about.body).toContain('class="site-header');
    expect(about.body).toContain('<nav class="site-nav" aria-label="Main">');
    expect(about.body).toContain('href="/launch"');
  });
});
