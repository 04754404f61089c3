-- Custom SQL migration.
-- Live updates (issue 12): creating, revoking or accepting an invitation changes what « Mon foyer »
-- shows every member (the pending links), so it notifies like the members table does.
CREATE TRIGGER household_invitations_notify_insert AFTER INSERT ON household_invitations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION mijote_notify_household_change('members');
--> statement-breakpoint
CREATE TRIGGER household_invitations_notify_update AFTER UPDATE ON household_invitations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION mijote_notify_household_change('members');
--> statement-breakpoint
CREATE TRIGGER household_invitations_notify_delete AFTER DELETE ON household_invitations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION mijote_notify_household_change('members');
