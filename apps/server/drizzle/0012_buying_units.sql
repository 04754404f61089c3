-- Decision 16: list and fridge rows carry buying units beside the spec's eight; a list row keeps
-- what its read needs (pack size, exact need, line key, aisle, the cupboard flag); a household
-- keeps its « Toujours à la maison » list. Older rows keep their values: null columns mean a
-- row written before buying units, read through the cuisine parser.
ALTER TABLE "inventory_items" DROP CONSTRAINT "inventory_items_unit_check";--> statement-breakpoint
ALTER TABLE "shopping_items" DROP CONSTRAINT "shopping_items_unit_check";--> statement-breakpoint
ALTER TABLE "households" ADD COLUMN "pantry" text[];--> statement-breakpoint
ALTER TABLE "shopping_items" ADD COLUMN "pack_size" text;--> statement-breakpoint
ALTER TABLE "shopping_items" ADD COLUMN "buy_exact" double precision;--> statement-breakpoint
ALTER TABLE "shopping_items" ADD COLUMN "line_key" text;--> statement-breakpoint
ALTER TABLE "shopping_items" ADD COLUMN "need_quantity" double precision;--> statement-breakpoint
ALTER TABLE "shopping_items" ADD COLUMN "need_unit" text;--> statement-breakpoint
ALTER TABLE "shopping_items" ADD COLUMN "aisle" text;--> statement-breakpoint
ALTER TABLE "shopping_items" ADD COLUMN "in_pantry" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_unit_check" CHECK ("inventory_items"."unit" in ('unité', 'g', 'kg', 'ml', 'l', 'càs', 'càc', 'pincée', 'cl', 'tête', 'botte', 'boîte', 'paquet', 'sachet', 'pot', 'brique', 'bouteille', 'plaquette', 'barquette', 'bocal', 'tube', 'tranche', 'boule', 'tablette', 'rouleau', 'cube'));--> statement-breakpoint
ALTER TABLE "shopping_items" ADD CONSTRAINT "shopping_items_unit_check" CHECK ("shopping_items"."unit" in ('unité', 'g', 'kg', 'ml', 'l', 'càs', 'càc', 'pincée', 'cl', 'tête', 'botte', 'boîte', 'paquet', 'sachet', 'pot', 'brique', 'bouteille', 'plaquette', 'barquette', 'bocal', 'tube', 'tranche', 'boule', 'tablette', 'rouleau', 'cube'));