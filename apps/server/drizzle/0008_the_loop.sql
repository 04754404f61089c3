ALTER TABLE "planned_meals" ADD COLUMN "cooked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "planned_meals" ADD COLUMN "cooked_taken" jsonb;--> statement-breakpoint
ALTER TABLE "shopping_items" ADD COLUMN "in_fridge" text;