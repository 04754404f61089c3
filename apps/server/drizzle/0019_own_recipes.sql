CREATE TABLE "own_recipes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"household_id" uuid NOT NULL,
	"user_id" text,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"servings" integer NOT NULL,
	"preparation_time" integer,
	"cooking_time" integer,
	"type" text DEFAULT 'plat' NOT NULL,
	"difficulty" text DEFAULT 'facile' NOT NULL,
	"ingredients" jsonb NOT NULL,
	"instructions" jsonb NOT NULL,
	"source" text NOT NULL,
	"link" text,
	"kept_despite_rules" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "own_recipes_servings_check" CHECK ("own_recipes"."servings" between 1 and 100),
	CONSTRAINT "own_recipes_type_check" CHECK ("own_recipes"."type" in ('boisson', 'apéro', 'amuse-bouche', 'entrée', 'plat', 'dessert')),
	CONSTRAINT "own_recipes_difficulty_check" CHECK ("own_recipes"."difficulty" in ('facile', 'moyen', 'difficile')),
	CONSTRAINT "own_recipes_source_check" CHECK ("own_recipes"."source" in ('written', 'text', 'link')),
	CONSTRAINT "own_recipes_title_check" CHECK (length(trim("own_recipes"."title")) > 0)
);
--> statement-breakpoint
ALTER TABLE "own_recipes" ADD CONSTRAINT "own_recipes_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "own_recipes" ADD CONSTRAINT "own_recipes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "own_recipes_household_created_idx" ON "own_recipes" USING btree ("household_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "own_recipes_user_idx" ON "own_recipes" USING btree ("user_id");--> statement-breakpoint
-- Live updates (decision 011): a member's change to the household's own recipes refreshes the
-- others' « Mes recettes ».
CREATE TRIGGER own_recipes_notify_insert AFTER INSERT ON own_recipes
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION mijote_notify_household_change('ownRecipes');
--> statement-breakpoint
CREATE TRIGGER own_recipes_notify_update AFTER UPDATE ON own_recipes
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION mijote_notify_household_change('ownRecipes');
--> statement-breakpoint
CREATE TRIGGER own_recipes_notify_delete AFTER DELETE ON own_recipes
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION mijote_notify_household_change('ownRecipes');
