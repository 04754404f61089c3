import type { SignInBrake } from './address-brake-repo';

/**
 * Deleting the account or changing its address takes more than a session (decision 035): the
 * current password, or a sign-in within the last 5 minutes. A stolen session alone can do
 * neither. A wrong password counts as a failed sign-in for the account's brake, so a thief
 * cannot guess it here either.
 */
export const RECENT_SIGN_IN_MS = 5 * 60 * 1000;

export type ReauthRefusal =
  | 'CURRENT_PASSWORD_REQUIRED'
  | 'CURRENT_PASSWORD_WRONG'
  | 'SIGN_IN_LOCKED';

/** What of better-auth's context the check reads: the credential account and the hasher. */
type Internals = {
  internalAdapter: {
    findCredentialAccount(userId: string): Promise<{ password?: string | null } | null>;
  };
  password: { verify(input: { hash: string; password: string }): Promise<boolean> };
};

export type ReauthInput = {
  userId: string;
  email: string;
  sessionCreatedAt: Date;
  password: string | undefined;
};

/** The refusal, or undefined when the caller has proved who they are. */
export async function reauthRefusal(
  internals: Internals,
  brake: Pick<SignInBrake, 'isLocked' | 'recordFailure'>,
  input: ReauthInput,
  now: Date,
): Promise<ReauthRefusal | undefined> {
  if (input.password === undefined || input.password === '') {
    const age = now.getTime() - input.sessionCreatedAt.getTime();
    return age <= RECENT_SIGN_IN_MS ? undefined : 'CURRENT_PASSWORD_REQUIRED';
  }
  if (await brake.isLocked(input.email)) return 'SIGN_IN_LOCKED';
  const account = await internals.internalAdapter.findCredentialAccount(input.userId);
  const isRight =
    account?.password != null &&
    (await internals.password.verify({ hash: account.password, password: input.password }));
  if (isRight) return undefined;
  await brake.recordFailure(input.email);
  return 'CURRENT_PASSWORD_WRONG';
}
