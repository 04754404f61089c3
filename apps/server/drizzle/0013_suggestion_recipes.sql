-- Decision 009: « Suggestions récentes » reopens the household's last suggestions, so each
-- row keeps the recipe as it was suggested (a model's recipe exists nowhere else). Older rows
-- keep null and are not listed; the history stays bounded to the household's last 10.
ALTER TABLE "suggestion_history" ADD COLUMN "recipe" jsonb;
