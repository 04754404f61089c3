/**
 * Who is calling: the signed-in user, as the access hook puts it on `request.caller`. Every
 * module reads it; it lives below them so none has to import the auth module for a type.
 */
export type Caller = {
  id: string;
  email: string;
  emailVerified: boolean;
  householdId: string;
};
