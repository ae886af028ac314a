import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { sql } from 'drizzle-orm';
import { DatabaseUnavailableError } from './client';
import { databaseUnavailableReason, isDatabaseUnavailable } from './unavailable';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a reset connection', withCode('ECONNRESET', 'read ECONNRESET')],
    ['a terminated backend (57P01)', withCode('57P01', 'terminating connection due to administrator command')],
    ['a server starting or stopping (57P03)', withCode('57P03', 'the database system is starting up')],
    ['a connection exception (08006)', withCode('08006')],
    ['too many connections (53300)', withCode('53300')],
    ['a lost connection', new Error('Connection terminated unexpectedly')],
    ['a pool that waited too long', new Error('timeout exceeded when trying to connect')],
    ['a closed PGlite', new Error('PGlite is closed')],
    ['a stopped PGlite thread', new Error('The embedded database stopped: out of memory')],
    ['a database that never opened', new DatabaseUnavailableError('PostgreSQL did not answer')],
    ['a query error wrapping one', new Error('Failed query: select 1', { cause: withCode('ECONNREFUSED') })],
    ['every address refused', new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], '')],
  ])('knows %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a syntax error', withCode('42601', 'syntax error at or near "selec"')],
    ['a number out of range', withCode('22003', 'value "2147483648" is out of range for type integer')],
    ['a unique violation', withCode('23505')],
    ['a message that only mentions a connection', new Error('connection string postgres://secret@db')],
    ['nothing', undefined],
    ['a string', 'ECONNREFUSED'],
  ])('does not take %s for it', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('names the reason without the statement or its parameters', () => {
    const wrapped = new Error('Failed query: select * from sessions where token_hash = $1\nparams: secret-hash', { cause: withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432') });
    expect(databaseUnavailableReason(wrapped)).toBe('ECONNREFUSED connect ECONNREFUSED 127.0.0.1:5432');
  });

  it('knows the error a query on a closed PGlite fails with, as Drizzle wraps it', async () => {
    const client = new PGlite();
    const db = drizzle(client);
    await db.execute(sql`select 1`);
    await client.close();
    const error = await db.execute(sql`select 1`).then(() => undefined, (e: unknown) => e);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });
});
