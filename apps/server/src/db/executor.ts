import type { Db } from './client';

/** A transaction of `db.transaction`: repo functions that may run inside one take an Executor. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;
