/**
 * The content `kiosk init` writes into a new site: settings, navigation, a home page, a shop with one product (and
 * its picture), a contact page with its form, a journal with one post (the default template's home page lists the
 * journal's latest posts), and the pages the cart and checkout need. Small on purpose: the
 * owner replaces it; the demo store (the repository's content/) shows everything else Kiosk can do.
 */
import { randomBytes, randomUUID } from 'node:crypto';

/** A file of the starter content: a path below content/ and its JSON. */
export interface StarterFile {
  path: string;
  json: unknown;
}

export interface StarterOptions {
  /** The site's name, shown as its title. */
  title: string;
  /** ids are random so two sites never share one (epoch ms of `now` dates the product). */
  now: number;
}

/** The product's picture, rendered to JPEG by init (an SVG drawing: no binary in Kiosk's sources). */
export const STARTER_IMAGE = {
  file: 'everyday-mug.jpg',
  width: 1200,
  height: 1200,
  alt: 'A drawing of a plain blue mug on a cream background',
  svg: `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1200" viewBox="0 0 1200 1200">
  <rect width="1200" height="1200" fill="#f4ecdf"/>
  <ellipse cx="600" cy="930" rx="330" ry="40" fill="#e2d6c3"/>
  <path d="M800 470 h40 a120 120 0 0 1 0 240 h-40" fill="none" stroke="#2f5d8a" stroke-width="56"/>
  <rect x="360" y="380" width="460" height="540" rx="60" fill="#3b73a8"/>
  <ellipse cx="590" cy="390" rx="230" ry="34" fill="#2f5d8a"/>
</svg>`,
};

/** The product's address; the starter's README and the init test name it. */
export const STARTER_PRODUCT_URL = '/shop/p/everyday-mug';
export const STARTER_PRODUCT_TITLE = 'Everyday Mug';
/** The home page's headline. */
export const STARTER_HEADLINE = 'Welcome to your new shop';

const id = (): string => randomBytes(12).toString('hex');

function page(urlId: string, title: string, fields: Record<string, unknown>, mainContent = ''): StarterFile {
  const fullUrl = urlId === 'home' ? '/' : `/${urlId}`;
  return {
    path: `pages/${urlId}.json`,
    json: {
      collection: { id: id(), title, navigationTitle: title, urlId, fullUrl, typeName: 'page', type: 10, enabled: true, ...fields },
      mainContent,
    },
  };
}

export function starterContent(options: StarterOptions): StarterFile[] {
  const shopId = id();
  const journalId = id();
  const imageId = id();
  const image = {
    id: imageId,
    recordType: 2,
    assetUrl: `/images/${STARTER_IMAGE.file}`,
    filename: STARTER_IMAGE.file,
    originalSize: `${STARTER_IMAGE.width}x${STARTER_IMAGE.height}`,
    mediaFocalPoint: { x: 0.5, y: 0.5, source: 3 },
    altText: STARTER_IMAGE.alt,
    title: STARTER_IMAGE.alt,
  };
  return [
    {
      path: 'website.json',
      json: {
        website: {
          id: id(),
          title: options.title,
          siteTitle: options.title,
          siteTagLine: 'A shop made with Kiosk.',
          baseUrl: 'http://localhost:4321',
          authenticUrl: 'http://localhost:4321',
          language: 'en-US',
          timeZone: 'UTC',
          useCLDRMoneyFormat: true,
          contactEmail: 'owner@example.com',
          socialAccounts: [],
        },
        websiteSettings: {
          storeSettings: { selectedCurrency: 'USD', useCLDRMoneyFormat: true, storeState: 3, continueShoppingLinkUrl: '/shop' },
        },
      },
    },
    {
      path: 'navigation.json',
      json: {
        mainNavigation: [
          { title: 'Shop', url: '/shop' },
          { title: 'Journal', url: '/journal' },
          { title: 'Contact', url: '/contact' },
        ],
        secondaryNavigation: [
          { title: 'Shop', url: '/shop' },
          { title: 'Journal', url: '/journal' },
          { title: 'Contact', url: '/contact' },
          { title: 'Search', url: '/search' },
        ],
      },
    },
    page(
      'home',
      'Home',
      {
        description: '<p>This is your home page. Edit content/pages/home.json to say what your shop is about.</p>',
        customContent: {
          heroTitle: STARTER_HEADLINE,
          heroButtonText: 'Visit the shop',
          heroButtonUrl: '/shop',
          featuredTitle: 'In the shop',
          journalTitle: 'From the journal',
        },
      },
      '<p>Every page, product and form of this site is a JSON file in content/; the templates in templates/ decide how they look.</p>',
    ),
    page(
      'contact',
      'Contact',
      { description: '<p>Questions? Send a message and we will reply by email.</p>', customContent: { formId: 'contact' } },
      '<h2>Email</h2><p><a href="mailto:owner@example.com">owner@example.com</a></p>',
    ),
    page('cart', 'Your cart', {}),
    page('checkout', 'Checkout', {}),
    // Where checkout and the order emails send the customer (server/checkout/order-tokens.ts).
    page('order-confirmed', 'Your order', { fullUrl: '/checkout/order-confirmed' }),
    page('order-status', 'Order status', { fullUrl: '/commerce/orders/status' }),
    page('search', 'Search', { description: '<p>Search the shop.</p>' }),
    page('not-found', 'Page not found', {}, '<p>We could not find that page.</p>'),
    {
      path: 'forms/contact.json',
      json: {
        id: 'contact',
        name: 'Contact',
        title: 'Send us a message',
        submitButtonText: 'Send message',
        submissionMessage: 'Thank you! Your message is on its way.',
        captchaSettings: { enabled: true },
        fields: [
          { id: 'name', type: 'name', title: 'Name', required: true },
          { id: 'email', type: 'email', title: 'Email', placeholder: 'you@example.com', required: true },
          { id: 'message', type: 'textarea', title: 'Message', required: true, maxLength: 1000 },
        ],
      },
    },
    {
      path: 'collections/shop/collection.json',
      json: {
        id: shopId,
        title: 'Shop',
        navigationTitle: 'Shop',
        urlId: 'shop',
        fullUrl: '/shop',
        typeName: 'products',
        type: 13,
        recordType: 13,
        itemCount: 1,
        enabled: true,
        description: '<p>Everything in the shop.</p>',
        categories: [],
        tags: [],
        pageSize: 20,
      },
    },
    {
      path: 'collections/journal/collection.json',
      json: {
        id: journalId,
        title: 'Journal',
        navigationTitle: 'Journal',
        urlId: 'journal',
        fullUrl: '/journal',
        typeName: 'blog',
        type: 1,
        recordType: 1,
        itemCount: 1,
        enabled: true,
        description: '<p>News from the shop.</p>',
        categories: [],
        tags: [],
        pageSize: 10,
      },
    },
    {
      path: 'collections/journal/items/hello.json',
      json: {
        id: id(),
        collectionId: journalId,
        recordType: 1,
        title: 'Hello from the shop',
        urlId: 'hello',
        fullUrl: '/journal/hello',
        excerpt: '<p>The first post of the journal.</p>',
        body: '<p>The first post of the journal. Posts are files in content/collections/journal/items/: copy this one to write the next.</p>',
        publishOn: options.now,
        addedOn: options.now,
        updatedOn: options.now,
        tags: [],
        categories: [],
      },
    },
    {
      path: 'collections/shop/items/everyday-mug.json',
      json: {
        id: id(),
        collectionId: shopId,
        recordType: 11,
        title: STARTER_PRODUCT_TITLE,
        urlId: 'everyday-mug',
        fullUrl: STARTER_PRODUCT_URL,
        body: '<p>A sample product: change its title, price, stock and picture in content/collections/shop/items/everyday-mug.json.</p>',
        excerpt: '<p>A sturdy mug for every day.</p>',
        assetUrl: image.assetUrl,
        mainImageId: imageId,
        mainImage: image,
        items: [image],
        publishOn: options.now,
        addedOn: options.now,
        updatedOn: options.now,
        tags: [],
        categories: [],
        structuredContent: {
          _type: 'CatalogProduct',
          productType: 1,
          variants: [
            {
              attributes: {},
              optionValues: [],
              id: randomUUID(),
              sku: 'MUG-BLUE',
              price: 2400,
              salePrice: 0,
              priceMoney: { currency: 'USD', value: '24.00' },
              salePriceMoney: { currency: 'USD', value: '0.00' },
              onSale: false,
              unlimited: false,
              qtyInStock: 10,
              weight: 0,
              imageIds: [],
              images: [],
            },
          ],
          isSubscribable: false,
        },
      },
    },
  ];
}
