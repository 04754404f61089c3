import type {
  FridgeItem,
  FridgeItemInput,
  ShoppingCheckResult,
  ShoppingItem,
  ValidShoppingItemInput,
} from '@mijote/contracts';
import { api } from '../api';
import { fridgeArea, shoppingArea } from '../contract-areas';
import { isApiError } from '../http';

// The changes the offline queue can hold (decision 036): what a shopper does in the aisles — tick,
// add, delete on the list — and adding or taking out a fridge item. Each is sent with its own
// Idempotency-Key, so the server applies it once however often it is sent. The endpoints load
// when a change is sent: the queue opens with every page, the list's and the fridge's schemas
// are built only when there is something to send (docs/performance.md, 29 Nov evening).

export type QueuedChange =
  | { kind: 'shopping.add'; input: ValidShoppingItemInput & { id: string } }
  | { kind: 'shopping.check'; input: { itemIds: string[]; checked: boolean } }
  | { kind: 'shopping.remove'; input: { itemId: string } }
  | { kind: 'fridge.add'; input: FridgeItemInput & { id: string } }
  | { kind: 'fridge.remove'; input: { itemId: string } };

export type QueuedKind = QueuedChange['kind'];

/** A change as the queue keeps it: in order, under its key, with the name it is about. */
export type QueuedEntry = QueuedChange & {
  /** The Idempotency-Key: the same on every send of this change. */
  key: string;
  /** What the change is about, to name it in a message (« Lait »). */
  label: string;
  /** When it was made (ISO). */
  queuedAt: string;
};

/** What the server answers for each kind. */
export type QueuedResult = {
  'shopping.add': ShoppingItem;
  'shopping.check': ShoppingCheckResult;
  'shopping.remove': null;
  'fridge.add': FridgeItem;
  'fridge.remove': null;
};

/** A deletion of a row already gone (another member took it) is done all the same. */
async function removed(call: Promise<unknown>): Promise<null> {
  try {
    await call;
  } catch (error) {
    if (!(isApiError(error) && error.status === 404)) throw error;
  }
  return null;
}

/** Sends one change under its key; the answer, or the ApiError the server or network gave. */
export async function sendQueuedChange(entry: QueuedEntry): Promise<unknown> {
  const idempotencyKey = entry.key;
  const [shoppingApi, fridgeApi] = await Promise.all([shoppingArea(), fridgeArea()]);
  switch (entry.kind) {
    case 'shopping.add':
      return api(shoppingApi.add, { body: entry.input, idempotencyKey });
    case 'shopping.check': {
      const { itemIds, checked } = entry.input;
      const [only] = itemIds;
      return itemIds.length === 1 && only
        ? api(shoppingApi.check, { params: { itemId: only }, body: { checked }, idempotencyKey })
        : api(shoppingApi.checkMany, { body: { itemIds, checked }, idempotencyKey });
    }
    case 'shopping.remove':
      return removed(
        api(shoppingApi.remove, { params: { itemId: entry.input.itemId }, idempotencyKey }),
      );
    case 'fridge.add':
      return api(fridgeApi.add, { body: entry.input, idempotencyKey });
    case 'fridge.remove':
      return removed(
        api(fridgeApi.remove, { params: { itemId: entry.input.itemId }, idempotencyKey }),
      );
  }
}

/**
 * What to do after a failed send: try again later (the network, the server restarting or out of
 * reach behind its proxy, too many requests, the same change still running), wait for the user to sign in again, or drop this one
 * change — the server refused it and will refuse it again (the item is gone, the subscription
 * ended, the input is wrong).
 */
export function readFailure(error: unknown): 'retry' | 'signed-out' | 'refused' {
  if (!isApiError(error)) return 'retry';
  // A 500 is a fault the same change would meet again: it is dropped, not retried for ever.
  if (error.status === 0 || [408, 502, 503, 504].includes(error.status)) return 'retry';
  if (error.status === 429 || error.code === 'CHANGE_IN_PROGRESS') return 'retry';
  if (error.status === 401) return 'signed-out';
  return 'refused';
}
