// Back-in-stock sign-ups: a visitor signs up for a sold-out variant (once per address); the owner lists
// them by variant or as groups, and sends the notice once the variant is back in stock.
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
import type { Tables } from '../db/schema';
import { DomainError } from '../domain-error';
import { randomHexId } from '../security/tokens';
import { decodeCursor, encodeCursor } from './page-cursor';

type SignUpRequest = z.output<typeof RestockSignUpRequest>;

export const RESTOCK_PAGE_SIZE = 50;

export interface RestockServiceDeps {
  db: Kysely<Tables>;
  /** the products of content/ with their variant ids and live stock */
  catalog: Catalog;
  now: () => number;
  pageSize?: number;
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

export function createRestockService({ db, catalog, now, pageSize = RESTOCK_PAGE_SIZE }: RestockServiceDeps) {
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

  /** Sends to every variant of `requests` in one transaction: all are marked, or none. */
  const sendChecked = (requests: readonly RestockSendRequest[]): Promise<RestockSendResult[]> =>
    db.transaction().execute(async (trx) => {
      const store = createRestockSignUpStore(trx);
      const results: RestockSendResult[] = [];
      for (const { productId, variantId } of requests) {
        results.push({ productId, variantId, notifiedCount: await store.markNotified(productId, variantId, now()) });
      }
      return results;
    });

  return {
    /** Records a sign-up; signing up again is harmless (the same answer, the sign-up pending again). */
    async signUp(request: SignUpRequest): Promise<void> {
      const { variant } = await find(request.productId, request.variantId);
      if (isVariantInStock(variant)) throw restockError('conflict', RESTOCK_MESSAGES.inStock);
      await signUps.save({
        id: randomHexId(),
        productId: request.productId,
        variantId: request.variantId,
        email: request.siteVisitorEmail,
        joinMailingList: request.isJoinMailingList,
        createdAt: now(),
      });
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
     * Sends the back-in-stock notice to a variant's pending sign-ups. Kiosk has no mail transport: sending
     * marks them notified (notifiedOn), which is what a mailer reading the listing acts on.
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
