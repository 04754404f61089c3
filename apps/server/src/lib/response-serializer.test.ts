import { randomUUID } from 'node:crypto';
import { type ShoppingItem, shoppingListSchema } from '@mijote/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer';

const serializerOf = (schema: z.ZodType, validate: boolean) =>
  responseSerializerCompiler({ validate })({
    schema,
    method: 'GET',
    url: '/api/test',
    httpStatus: '200',
  } as Parameters<ReturnType<typeof responseSerializerCompiler>>[0]);

function shoppingList() {
  const items: ShoppingItem[] = ['farine', 'lait', 'Lait', 'tomates'].map((name, i) => ({
    id: randomUUID(),
    name,
    quantity: String(i + 1),
    unit: 'unité',
    checked: i === 1,
    recipeId: i % 2 ? 'tarte' : null,
    recipeTitle: i % 2 ? 'Tarte' : null,
    ingredientId: null,
    aisle: null,
    inFridge: null,
    packSize: i === 3 ? '400 g' : null,
    need: i === 2 ? '3 gousses' : null,
    inPantry: i === 0,
    authorId: randomUUID(),
    createdAt: '2026-11-27T10:00:00.000Z',
  }));
  const lineOf = (item: ShoppingItem) => ({
    key: item.id,
    name: item.name,
    quantity: item.quantity,
    unit: item.unit,
    packSize: item.packSize,
    need: item.need ? { amount: item.need, recipeCount: 2 } : null,
    checked: item.checked,
    itemIds: [item.id],
  });
  return {
    items,
    aisles: [{ aisle: null, lines: items.slice(1).map(lineOf) }],
    pantry: items.slice(0, 1).map(lineOf),
  };
}

describe('the response serializer', () => {
  it('writes an answer as zod would, with and without checking it against its contract', () => {
    const list = shoppingList();
    const expected = JSON.stringify(shoppingListSchema.parse(list));
    expect(serializerOf(shoppingListSchema, true)(list)).toBe(expected);
    expect(serializerOf(shoppingListSchema, false)(list)).toBe(expected);
  });

  it('leaves undeclared fields out at every depth, also in production', () => {
    const list = shoppingList();
    const leaky = {
      ...list,
      secret: 'top',
      items: list.items.map((item) => ({ ...item, passwordHash: 'hash', householdId: 'h' })),
    };
    for (const validate of [true, false]) {
      const written = serializerOf(shoppingListSchema, validate)(leaky);
      expect(written).not.toMatch(/secret|passwordHash|householdId/);
      expect(JSON.parse(written)).toEqual(shoppingListSchema.parse(list));
    }
  });

  it('refuses an answer that breaks its contract outside production', () => {
    const schema = z.object({ count: z.number() });
    expect(() => serializerOf(schema, true)({ count: 'not a number' })).toThrow(
      /Response doesn't match the schema/,
    );
  });

  it('keeps zod for a schema JSON Schema cannot express', () => {
    const schema = z.object({ at: z.date() });
    const at = new Date('2026-11-27T10:00:00.000Z');
    expect(serializerOf(schema, false)({ at })).toBe(JSON.stringify({ at }));
  });
});
