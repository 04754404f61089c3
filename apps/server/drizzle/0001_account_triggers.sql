-- Custom SQL migration.
-- Every new account gets its profile, its household and its owner membership in the very
-- transaction that inserts the user, whichever code path creates it (issue 2: "a profile row
-- and a household are created in the same transaction").
CREATE FUNCTION mijote_on_user_created() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  new_household_id uuid;
BEGIN
  INSERT INTO profiles (id, email, first_name, last_name, phone)
    VALUES (NEW.id, NEW.email, NEW.first_name, NEW.last_name, NEW.phone);
  INSERT INTO households (name)
    VALUES ('Foyer de ' || NEW.first_name)
    RETURNING id INTO new_household_id;
  INSERT INTO household_members (household_id, user_id, role)
    VALUES (new_household_id, NEW.id, 'owner');
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_after_insert AFTER INSERT ON users
  FOR EACH ROW EXECUTE FUNCTION mijote_on_user_created();
--> statement-breakpoint
-- A confirmed change of e-mail (better-auth updates users.email) shows in the profile too.
CREATE FUNCTION mijote_on_user_email_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE profiles SET email = NEW.email, updated_at = now() WHERE id = NEW.id;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_after_email_update AFTER UPDATE OF email ON users
  FOR EACH ROW WHEN (OLD.email IS DISTINCT FROM NEW.email)
  EXECUTE FUNCTION mijote_on_user_email_changed();
