CREATE TABLE "suggestion_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"household_id" uuid NOT NULL,
	"recipe_id" text NOT NULL,
	"recipe_title" text NOT NULL,
	"engine" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suggestion_history_engine_check" CHECK ("suggestion_history"."engine" in ('catalogue', 'llm'))
);
--> statement-breakpoint
ALTER TABLE "suggestion_history" ADD CONSTRAINT "suggestion_history_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "suggestion_history_household_created_idx" ON "suggestion_history" USING btree ("household_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "shopping_items_household_recipe_line_idx" ON "shopping_items" USING btree ("household_id","recipe_id","name","unit") WHERE "shopping_items"."recipe_id" is not null;