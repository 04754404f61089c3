-- Custom SQL migration.
-- Live updates (issue 12, docs/decisions/011-live-updates.md): every statement that changes a
-- household's planning, shopping list, fridge or members sends one notification per household it
-- touched on the channel `household_changes`. PostgreSQL delivers a NOTIFY only when its
-- transaction commits (never on rollback), whichever code path wrote: the routes, the chat's
-- confirmed actions, account deletion. The payload stays small: the household, the resource and
-- a sequence number the server uses as the event id.
CREATE SEQUENCE household_change_seq;
--> statement-breakpoint
CREATE FUNCTION mijote_notify_household_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record;
BEGIN
  IF TG_OP = 'DELETE' THEN
    FOR changed IN SELECT DISTINCT household_id FROM old_rows LOOP
      PERFORM pg_notify('household_changes', json_build_object(
        'householdId', changed.household_id,
        'resource', TG_ARGV[0],
        'sequence', nextval('household_change_seq'))::text);
    END LOOP;
  ELSE
    FOR changed IN SELECT DISTINCT household_id FROM new_rows LOOP
      PERFORM pg_notify('household_changes', json_build_object(
        'householdId', changed.household_id,
        'resource', TG_ARGV[0],
        'sequence', nextval('household_change_seq'))::text);
    END LOOP;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Statement-level triggers with transition tables: a recipe's twelve lines inserted at once are
-- one notification, not twelve. A transition table needs one trigger per operation.
CREATE TRIGGER planned_meals_notify_insert AFTER INSERT ON planned_meals
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION mijote_notify_household_change('planning');
--> statement-breakpoint
CREATE TRIGGER planned_meals_notify_update AFTER UPDATE ON planned_meals
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION mijote_notify_household_change('planning');
--> statement-breakpoint
CREATE TRIGGER planned_meals_notify_delete AFTER DELETE ON planned_meals
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION mijote_notify_household_change('planning');
--> statement-breakpoint
CREATE TRIGGER shopping_items_notify_insert AFTER INSERT ON shopping_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION mijote_notify_household_change('shopping');
--> statement-breakpoint
CREATE TRIGGER shopping_items_notify_update AFTER UPDATE ON shopping_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION mijote_notify_household_change('shopping');
--> statement-breakpoint
CREATE TRIGGER shopping_items_notify_delete AFTER DELETE ON shopping_items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION mijote_notify_household_change('shopping');
--> statement-breakpoint
CREATE TRIGGER inventory_items_notify_insert AFTER INSERT ON inventory_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION mijote_notify_household_change('fridge');
--> statement-breakpoint
CREATE TRIGGER inventory_items_notify_update AFTER UPDATE ON inventory_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION mijote_notify_household_change('fridge');
--> statement-breakpoint
CREATE TRIGGER inventory_items_notify_delete AFTER DELETE ON inventory_items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION mijote_notify_household_change('fridge');
--> statement-breakpoint
CREATE TRIGGER household_members_notify_insert AFTER INSERT ON household_members
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION mijote_notify_household_change('members');
--> statement-breakpoint
CREATE TRIGGER household_members_notify_update AFTER UPDATE ON household_members
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION mijote_notify_household_change('members');
--> statement-breakpoint
CREATE TRIGGER household_members_notify_delete AFTER DELETE ON household_members
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION mijote_notify_household_change('members');
