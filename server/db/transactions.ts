import type { Database } from './client';

/**
 * An open transaction as the domain services hold it: they only hand it on to the repository calls that must
 * join it (a repository function takes it as its executor); only repositories query through it.
 */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Starts the transactions that span more than one repository call; the services never see the database. */
export class Transactions {
  constructor(private readonly db: Database) {}

  run<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }
}
