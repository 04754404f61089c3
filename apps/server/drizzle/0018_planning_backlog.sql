-- « À planifier » (docs/product.md, Planning): a planned meal without a day waits in the backlog
-- until someone gives it one. The readers of the planning's days (week, dashboard, calendar feed,
-- shopping, the chat) read only dated meals.
ALTER TABLE "planned_meals" ALTER COLUMN "date" DROP NOT NULL;
