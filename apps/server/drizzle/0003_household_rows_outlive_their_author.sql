ALTER TABLE "inventory_items" DROP CONSTRAINT "inventory_items_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "planned_meals" DROP CONSTRAINT "planned_meals_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "shopping_items" DROP CONSTRAINT "shopping_items_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "inventory_items" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "planned_meals" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "shopping_items" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "planned_meals" ADD COLUMN "recipe" jsonb;--> statement-breakpoint
ALTER TABLE "shopping_items" ADD COLUMN "ingredient_id" text;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planned_meals" ADD CONSTRAINT "planned_meals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_items" ADD CONSTRAINT "shopping_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;