// Back-in-stock sign-ups: a visitor signs up for a sold-out variant (once per address); the owner lists
// them by variant or as groups, and sends the notice (an email, restock-notices.ts) once the variant is back in
// stock. Raising stock also sends notices by itself (restock-waves.ts).
import type * as z from 'zod/mini';
import { isVariantInStock } from '../../engine/commerce';
import {
  RESTOCK_MESSAGES, type RestockGroupsPage, type RestockSendRequest, type RestockSendResult, type RestockSignUpRequest,
  type RestockSignUpsPage,
} from '../../schemas/restock';
import type { CatalogProduct, CatalogVariant } from '../catalog/catalog-product';
import type { Kysely } from 'kysely';
import type { Catalog } from '../catalog/catalog';
import { createRestockSignUpStore, type RestockSignUpRow } from '../db/restock-signups';
import { createRestockVariantStore } from '../db/restock-variants';
import type { Tables } from '../db/schema';
import { DomainError } from '../domain-error';
import { randomHexId } from '../security/tokens';
import { decodeCursor, encodeCursor } from './page-cursor';
import type { RestockNotices } from './restock-notices';
import type { MailingList } from '../newsletter/newsletter-service';
import type { SpamGuard } from '../captcha/spam-guard';

type SignUpRequest = z.output<typeof RestockSignUpRequest>;

export const RESTOCK_PAGE_SIZE = 50;

export interface RestockServiceDeps {
  db: Kysely<Tables>;
  /** the products of content/ with their variant ids and live stock */
  catalog: Catalog;
  now: () => number;
  /** emails the notices */
  notices: RestockNotices;
  /** the newsletter list a ticked isJoinMailingList box joins (through its emailed confirmation) */
  mailingList?: MailingList;
  pageSize?: number;
  /** the honeypot, form-ticket and captcha checks (server/captcha/); none in tests that build the service alone */
  spam?: SpamGuard;
}

/** An error whose text the restock form shows: spec §8 reads `data.message`. */
export function restockError(code: 'not_found' | 'conflict' | 'rejected', text: string): DomainError {
  return new DomainError(code, text, { message: text });
}

interface KnownVariant {
  product: CatalogProduct;
  variant: CatalogVariant;
}

/** The variant a sign-up names by its content id, if the catalog has its product. */
function variantOf(product: CatalogProduct | undefined, variantId: string): CatalogVariant | undefined {
  return product?.variants.find((variant) => variant.variantId === variantId);
}

function toSignUp(row: RestockSignUpRow): RestockSignUpsPage['signUps'][number] {
  return {
    id: row.id,
    productId: row.product_id,
    variantId: row.variant_id,
    siteVisitorEmail: row.email,
    isJoinMailingList: row.join_mailing_list === 1,
    createdOn: row.created_at,
    notifiedOn: row.notified_at,
  };
}

/** One more row than a page holds tells whether another page follows. */
function paged<T>(rows: T[], size: number, keyOf: (row: T) => readonly (string | number)[]) {
  const items = rows.slice(0, size);
  const hasNextPage = rows.length > size;
  return { items, hasNextPage, nextPageCursor: hasNextPage ? encodeCursor(keyOf(items[items.length - 1])) : null };
}

export function createRestockService({ db, catalog, now, notices, mailingList, spam, pageSize = RESTOCK_PAGE_SIZE }: RestockServiceDeps) {
  const signUps = createRestockSignUpStore(db);

  async function find(productId: string, variantId: string): Promise<KnownVariant> {
    const product = await catalog.findProduct(productId);
    const variant = variantOf(product, variantId);
    if (!product || !variant) throw restockError('not_found', RESTOCK_MESSAGES.unknownVariant);
    return { product, variant };
  }

  async function checkSendable(request: RestockSendRequest): Promise<void> {
    const { variant } = await find(request.productId, request.variantId);
    if (!isVariantInStock(variant)) throw restockError('conflict', RESTOCK_MESSAGES.stillSoldOut);
  }

  /** Emails every pending sign-up of each variant of `requests` in one transaction: all are queued, or none. */
  const sendChecked = (requests: readonly RestockSendRequest[]): Promise<RestockSendResult[]> =>
    db.transaction().execute(async (trx) => {
      const variants = createRestockVariantStore(trx);
      const results: RestockSendResult[] = [];
      for (const { productId, variantId } of requests) {
        const variant = await variants.byVariantId(productId, variantId);
        if (!variant) throw restockError('not_found', RESTOCK_MESSAGES.unknownVariant);
        results.push({ productId, variantId, notifiedCount: await notices.notify(trx, variant, Number.MAX_SAFE_INTEGER, now()) });
      }
      return results;
    });

  return {
    /** Records a sign-up; signing up again is harmless (the same answer, the sign-up pending again). */
    async signUp(request: SignUpRequest, remoteIp?: string): Promise<void> {
      const { product, variant } = await find(request.productId, request.variantId);
      if (isVariantInStock(variant)) throw restockError('conflict', RESTOCK_MESSAGES.inStock);
      // Last before anything is stored: a refused sign-up keeps nothing.
      await spam?.check({
        captchaRequired: spam.restockCaptcha, captchaToken: request.captchaToken,
        honeypot: request.honeypot, formTicket: request.formTicket, remoteIp,
      }, (message) => restockError('rejected', message));
      await signUps.save({
        id: randomHexId(),
        productId: request.productId,
        variantId: request.variantId,
        email: request.siteVisitorEmail,
        joinMailingList: request.isJoinMailingList,
        createdAt: now(),
      });
      // The box asks to join the newsletter: the address gets the list's confirmation email, like a form sign-up.
      if (request.isJoinMailingList) {
        await mailingList?.signUp({ email: request.siteVisitorEmail, source: 'restock', productId: request.productId, pagePath: product.url });
      }
    },

    async listSignUps(productId: string, variantId: string, cursor: string | undefined): Promise<RestockSignUpsPage> {
      const after = cursor === undefined ? undefined : decodeCursor(cursor, ['number', 'string']);
      const rows = await signUps.page(productId, variantId, after && { createdAt: after[0] as number, id: after[1] as string }, pageSize + 1);
      const { items, ...paging } = paged(rows, pageSize, (row) => [row.created_at, row.id]);
      return { signUps: items.map(toSignUp), ...paging };
    },

    async listGroups(cursor: string | undefined): Promise<RestockGroupsPage> {
      const after = cursor === undefined ? undefined : decodeCursor(cursor, ['string', 'string']);
      const rows = await signUps.groups(after && { productId: after[0] as string, variantId: after[1] as string }, pageSize + 1);
      const { items, ...paging } = paged(rows, pageSize, (row) => [row.product_id, row.variant_id]);
      const products = await catalog.findProducts(items.map((row) => row.product_id));
      const signUpGroups = items.map((row) => {
        const product = products.get(row.product_id);
        const variant = variantOf(product, row.variant_id);
        return {
          productId: row.product_id,
          variantId: row.variant_id,
          // A product removed from content since (no longer in the catalog) keeps its sign-ups; it is listed by id.
          productTitle: product?.title ?? row.product_id,
          sku: variant?.sku ?? '',
          variantAttributes: variant?.attributes ?? {},
          signUpCount: row.sign_up_count,
          pendingCount: row.pending_count,
          latestSignUpOn: row.latest_created_at,
        };
      });
      return { signUpGroups, ...paging };
    },

    /**
     * Emails the back-in-stock notice to every pending sign-up of a variant (not capped by its stock: the owner
     * asked for it), marking each notified (notifiedOn); a sign-up already notified is never emailed again.
     */
    async send(request: RestockSendRequest): Promise<RestockSendResult> {
      await checkSendable(request);
      return (await sendChecked([request]))[0];
    },

    /** The same for several variants: all are checked first, then all are sent together, or none. */
    async sendAll(requests: readonly RestockSendRequest[]): Promise<RestockSendResult[]> {
      for (const request of requests) await checkSendable(request);
      return sendChecked(requests);
    },
  };
}

export type RestockService = ReturnType<typeof createRestockService>;
