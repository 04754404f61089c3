/** Spec section 4: the fridge shows five shelves. */
export const FRIDGE_SHELVES = 5;

/**
 * The shelf (0 to 4) an item sits on: a hash of its id modulo 5 (spec section 4). The server and
 * the web call this one function, so an item never jumps shelf between two renders or devices.
 * 32-bit FNV-1a over the UTF-16 code units: stable, fast, and spread evenly over UUIDs.
 */
export function shelfOf(itemId: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < itemId.length; index++) {
    hash ^= itemId.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % FRIDGE_SHELVES;
}
