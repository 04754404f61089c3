-- « Repas réguliers » (docs/product.md, Planning): a meal planned every week or two, with an end
-- or not. Its occurrences are planned_meals rows written ahead (series_id names the series); an
-- occurrence deleted stays skipped. Changes of a series reach the household's other screens like
-- the planning's own (the live triggers of 0009).
CREATE TABLE "meal_series" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"household_id" uuid NOT NULL,
	"user_id" text,
	"recipe_id" text NOT NULL,
	"recipe_title" text NOT NULL,
	"recipe" jsonb,
	"time" text NOT NULL,
	"servings" integer NOT NULL,
	"type" text DEFAULT 'plat' NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"every_weeks" integer DEFAULT 1 NOT NULL,
	"written_until" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meal_series_time_check" CHECK ("meal_series"."time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "meal_series_servings_check" CHECK ("meal_series"."servings" >= 1),
	CONSTRAINT "meal_series_type_check" CHECK ("meal_series"."type" in ('boisson', 'apéro', 'amuse-bouche', 'entrée', 'plat', 'dessert')),
	CONSTRAINT "meal_series_every_weeks_check" CHECK ("meal_series"."every_weeks" in (1, 2))
);
--> statement-breakpoint
ALTER TABLE "planned_meals" ADD COLUMN "series_id" uuid;--> statement-breakpoint
ALTER TABLE "meal_series" ADD CONSTRAINT "meal_series_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_series" ADD CONSTRAINT "meal_series_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meal_series_household_idx" ON "meal_series" USING btree ("household_id","written_until");--> statement-breakpoint
CREATE INDEX "meal_series_user_idx" ON "meal_series" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "planned_meals" ADD CONSTRAINT "planned_meals_series_id_meal_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."meal_series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "planned_meals_series_idx" ON "planned_meals" USING btree ("series_id","date");
--> statement-breakpoint
CREATE TRIGGER meal_series_notify_insert AFTER INSERT ON meal_series
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION mijote_notify_household_change('planning');
--> statement-breakpoint
CREATE TRIGGER meal_series_notify_update AFTER UPDATE ON meal_series
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION mijote_notify_household_change('planning');
--> statement-breakpoint
CREATE TRIGGER meal_series_notify_delete AFTER DELETE ON meal_series
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION mijote_notify_household_change('planning');
