import { randomBytes } from 'node:crypto';

export type NewUser = { firstName: string; lastName: string; email: string; password: string };

/** A user nobody else in the run has: the e2e server keeps its database for the whole run. */
export function newUser(prefix = 'client'): NewUser {
  const id = randomBytes(4).toString('hex');
  return {
    firstName: 'Camille',
    lastName: 'Favre',
    email: `${prefix}-${id}@mijote.test`,
    password: `Secret-${id}`,
  };
}
