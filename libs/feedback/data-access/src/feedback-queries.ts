import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { unwrap, type components, type Order } from '@cx/api-client';
import { shareInFlight } from '@cx/shared-util-async';
import { STORAGE_FLAGS, bindStorage } from '@cx/shared-util-storage';
import { withFeedbackToken, type FeedbackDeps } from './feedback-token';

export type OfflineOrder = components['schemas']['OfflineOrder'];
export type { Order };

/** The contract takes at most this many order ids per can-write-by-order. */
export const MAX_ORDERS_ASKED = 200;

export const feedbackKeys = {
  all: ['feedback'] as const,
  customer: (deps: Pick<FeedbackDeps, 'product' | 'shopifyId'>) =>
    [...feedbackKeys.all, deps.product, deps.shopifyId] as const,
  orders: (deps: Pick<FeedbackDeps, 'product' | 'shopifyId'>) => [...feedbackKeys.customer(deps), 'orders'] as const,
  canWrite: (deps: Pick<FeedbackDeps, 'product' | 'shopifyId'>) =>
    [...feedbackKeys.customer(deps), 'can-write'] as const,
  offlineOrders: (deps: Pick<FeedbackDeps, 'product' | 'shopifyId'>) =>
    [...feedbackKeys.customer(deps), 'offline-orders'] as const,
};

/** Spec §9: can-write-by-order and offline orders are cached 1800 s. */
export const FEEDBACK_CACHE_MS = STORAGE_FLAGS.feedbackCanWrite.lifetimeSeconds * 1000;

/** What the stored flags hold: the answer and whose it is. */
interface Cached<T> {
  shopifyId: number;
  product: string;
  value: T;
}

function readCached<T>(deps: FeedbackDeps, flag: (typeof STORAGE_FLAGS)[keyof typeof STORAGE_FLAGS]): T | undefined {
  const cached = bindStorage(deps).readFlag<Cached<T>>(flag);
  return cached && cached.shopifyId === deps.shopifyId && cached.product === deps.product ? cached.value : undefined;
}

function writeCached<T>(deps: FeedbackDeps, flag: (typeof STORAGE_FLAGS)[keyof typeof STORAGE_FLAGS], value: T): void {
  bindStorage(deps).writeFlag<Cached<T>>(flag, { shopifyId: deps.shopifyId, product: deps.product, value });
}

/** The customer's online orders in this brand shop (get-orders), newest first. */
export function feedbackOrdersQueryOptions(deps: FeedbackDeps) {
  return queryOptions({
    queryKey: feedbackKeys.orders(deps),
    queryFn: async ({ signal }): Promise<Order[]> => {
      const { list } = await unwrap(
        deps.api.POST('/api/api-shop/get-orders', {
          body: { variant: deps.product, shopifyId: deps.shopifyId },
          signal,
        }),
      );
      return list;
    },
    staleTime: 60_000,
  });
}

export interface CanWrite {
  /** Spec §6: feedback is allowed only when the server says so. */
  canFeedback: boolean;
  /** The orders still open for feedback. */
  orderIds: number[];
}

/**
 * can-write-by-order over the customer's orders, remembered 1800 s (in storage, so a reload does
 * not ask again).
 */
export function canWriteQueryOptions(deps: FeedbackDeps) {
  return queryOptions({
    queryKey: feedbackKeys.canWrite(deps),
    queryFn: async ({ client, signal }): Promise<CanWrite> => {
      const cached = readCached<CanWrite>(deps, STORAGE_FLAGS.feedbackCanWrite);
      if (cached) return cached;
      const orders = await client.fetchQuery(feedbackOrdersQueryOptions(deps));
      const ids = orders.map((order) => order.id).slice(0, MAX_ORDERS_ASKED);
      const answer = await withFeedbackToken(deps, (token) =>
        unwrap(
          deps.api.POST('/api/feedback/can-write-by-order', {
            body: { shop: deps.product, token, shopifyId: deps.shopifyId, orders: ids },
            signal,
          }),
        ),
      );
      const value: CanWrite = { canFeedback: answer.canFeedback, orderIds: answer.orders };
      writeCached(deps, STORAGE_FLAGS.feedbackCanWrite, value);
      return value;
    },
    staleTime: FEEDBACK_CACHE_MS,
  });
}

/** Purchases in brand stores (get-offline-orders), remembered 1800 s. */
export function offlineOrdersQueryOptions(deps: FeedbackDeps) {
  return queryOptions({
    queryKey: feedbackKeys.offlineOrders(deps),
    queryFn: async ({ signal }): Promise<OfflineOrder[]> => {
      const cached = readCached<OfflineOrder[]>(deps, STORAGE_FLAGS.offlineOrders);
      if (cached) return cached;
      const { orders } = await withFeedbackToken(deps, (token) =>
        unwrap(
          deps.api.POST('/api/feedback/get-offline-orders', {
            body: { shop: deps.product, token, shopifyId: deps.shopifyId },
            signal,
          }),
        ),
      );
      writeCached(deps, STORAGE_FLAGS.offlineOrders, orders);
      return orders;
    },
    staleTime: FEEDBACK_CACHE_MS,
  });
}

const sharedImport = shareInFlight<object, boolean>();

/**
 * import-orders-in-background at most once per 86400 s (spec §9). Resolves whether a call went
 * out; a failure is quiet (it is a background nicety) and leaves the next visit to try again.
 */
export function importOfflineOrdersOnce(deps: FeedbackDeps): Promise<boolean> {
  const stored = bindStorage(deps);
  if (stored.readFlag(STORAGE_FLAGS.offlineOrdersImported) !== undefined) return Promise.resolve(false);
  return sharedImport(deps.api, () =>
    withFeedbackToken(deps, (token) =>
      unwrap(
        deps.api.POST('/api/feedback/import-orders-in-background', {
          body: { shop: deps.product, token, shopifyId: deps.shopifyId },
        }),
      ),
    )
      .then(() => {
        stored.writeFlag(STORAGE_FLAGS.offlineOrdersImported, true);
        return true;
      })
      .catch(() => false),
  );
}

export const FEEDBACK_LIMITS = {
  textMaxLength: 2000,
  photosMax: 5,
  photoMaxBytes: 5 * 1024 * 1024,
  /** The backend takes a form body of at most 10 MB (API_MAX_MULTIPART_BYTES); the rest of the form is small. */
  photosMaxTotalBytes: 9.5 * 1024 * 1024,
} as const;

export type Rating = 1 | 2 | 3 | 4 | 5;

export interface FeedbackInput {
  orderId: number;
  rating: Rating;
  text: string;
  photos: readonly File[];
}

/** send: multipart (order_id, rating, text, photos) with shop and the feedback token in the query. */
export function sendFeedback(deps: FeedbackDeps, input: FeedbackInput) {
  return withFeedbackToken(deps, (token) =>
    unwrap(
      deps.api.POST('/api/feedback/send', {
        params: { query: { shop: deps.product, token } },
        body: { order_id: String(input.orderId), rating: String(input.rating) as `${Rating}`, text: input.text },
        bodySerializer: () => {
          const form = new FormData();
          form.append('order_id', String(input.orderId));
          form.append('rating', String(input.rating));
          form.append('text', input.text);
          for (const photo of input.photos) form.append('photos', photo, photo.name);
          return form;
        },
      }),
    ),
  );
}

export interface OfflineFeedbackInput {
  orderId: string;
  rating: Rating;
  text: string;
}

export function sendOfflineFeedback(deps: FeedbackDeps, input: OfflineFeedbackInput) {
  return withFeedbackToken(deps, (token) =>
    unwrap(
      deps.api.POST('/api/feedback/send-offline', {
        body: {
          shop: deps.product,
          token,
          shopifyId: deps.shopifyId,
          order_id: input.orderId,
          rating: input.rating,
          text: input.text,
        },
      }),
    ),
  );
}

/** After feedback on an online order: forget the remembered can-write answer and ask again. */
export function afterFeedbackSent(queryClient: QueryClient, deps: FeedbackDeps): Promise<void> {
  bindStorage(deps).remove(STORAGE_FLAGS.feedbackCanWrite.key);
  return queryClient.invalidateQueries({ queryKey: feedbackKeys.canWrite(deps) });
}

/** After feedback on an offline order: the list is asked again (feedback_sent changes). */
export function afterOfflineFeedbackSent(queryClient: QueryClient, deps: FeedbackDeps): Promise<void> {
  bindStorage(deps).remove(STORAGE_FLAGS.offlineOrders.key);
  return queryClient.invalidateQueries({ queryKey: feedbackKeys.offlineOrders(deps) });
}

/** Problems with chosen photos, in Ukrainian, or null when they can be sent. */
export function checkPhotos(photos: readonly Pick<File, 'size' | 'type' | 'name'>[]): string | null {
  if (photos.length > FEEDBACK_LIMITS.photosMax) return `Можна додати до ${FEEDBACK_LIMITS.photosMax} фото.`;
  const notImage = photos.find((photo) => !photo.type.startsWith('image/'));
  if (notImage) return `«${notImage.name}» — не фото. Додай зображення.`;
  const tooBig = photos.find((photo) => photo.size > FEEDBACK_LIMITS.photoMaxBytes);
  if (tooBig) return `«${tooBig.name}» завелике: кожне фото до 5 МБ.`;
  const total = photos.reduce((sum, photo) => sum + photo.size, 0);
  if (total > FEEDBACK_LIMITS.photosMaxTotalBytes) return 'Фото разом завеликі: усі разом до 9,5 МБ. Прибери одне з них.';
  return null;
}
