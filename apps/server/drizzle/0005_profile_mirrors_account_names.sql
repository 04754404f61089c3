-- Custom SQL migration.
-- The account (users) holds the names and the phone; the profile mirrors them, as it already
-- mirrors the e-mail (0001). Whichever path edits them (the settings form, better-auth's
-- update-user, a script), both rows agree at the end of the statement (issue 8 point 6).
CREATE FUNCTION mijote_on_user_identity_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE profiles
    SET first_name = NEW.first_name, last_name = NEW.last_name, phone = NEW.phone,
        updated_at = now()
    WHERE id = NEW.id;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_after_identity_update AFTER UPDATE OF first_name, last_name, phone ON users
  FOR EACH ROW
  WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name
     OR OLD.last_name IS DISTINCT FROM NEW.last_name
     OR OLD.phone IS DISTINCT FROM NEW.phone)
  EXECUTE FUNCTION mijote_on_user_identity_changed();
--> statement-breakpoint
-- Profiles that drifted before this trigger existed: only update-user could make them differ,
-- and it wrote the account, so the account has the newer names.
UPDATE profiles
  SET first_name = users.first_name, last_name = users.last_name, phone = users.phone,
      updated_at = now()
  FROM users
  WHERE profiles.id = users.id
    AND (profiles.first_name IS DISTINCT FROM users.first_name
      OR profiles.last_name IS DISTINCT FROM users.last_name
      OR profiles.phone IS DISTINCT FROM users.phone);
