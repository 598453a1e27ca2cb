import type { PGlite, Transaction } from '@electric-sql/pglite';

/** Anything that runs SQL: the open database or a transaction inside it. */
export type Sql = Pick<PGlite, 'query' | 'exec'> | Transaction;

/** The open database handle the app is built on. */
export type Db = PGlite;
