import { bigint, customType, timestamp } from 'drizzle-orm/pg-core';

/** Shared column builders so every table names ids and times the same way. */
export const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
export const ref = (name: string) => bigint(name, { mode: 'number' });
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A text search configuration (`english`, `french`, `simple` …), as PostgreSQL names them. */
export const regconfig = customType<{ data: string }>({ dataType: () => 'regconfig' });
/** A text search document; written by the database (generated columns), read only in queries. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
