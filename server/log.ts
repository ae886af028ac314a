/** One-line JSON logs on stderr; the level comes from KOKO_LOG_LEVEL. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

export function createLogger(level: LogLevel, write: (line: string) => void = (l) => process.stderr.write(l + '\n')): Logger {
  const at = (lvl: Exclude<LogLevel, 'silent'>) => (msg: string, fields?: Record<string, unknown>) => {
    if (ORDER[lvl] < ORDER[level]) return;
    write(JSON.stringify({ time: new Date().toISOString(), level: lvl, msg, ...serialise(fields) }));
  };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}

function serialise(fields?: Record<string, unknown>): Record<string, unknown> | undefined {
  if (!fields) return undefined;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(fields)) {
    out[k] = v instanceof Error ? describeError(v) : v;
  }
  return out;
}

/** Drizzle's DrizzleQueryError: the statement, and the parameters its message and stack spell out. */
type FailedQuery = Error & { query: string; params: unknown[] };
const isFailedQuery = (error: Error): error is FailedQuery => typeof (error as Partial<FailedQuery>).query === 'string' && Array.isArray((error as Partial<FailedQuery>).params);

/**
 * An error as a log line shows it. A failed query shows its statement, the database's SQLSTATE and the
 * constraint, table or column it names, never its parameters (they name users: device ids, emails, token
 * hashes); the database's own message stays out too, as some messages quote a value.
 */
function describeError(error: Error): Record<string, unknown> {
  if (!isFailedQuery(error)) return { name: error.name, message: error.message, stack: error.stack };
  const cause = (error.cause ?? {}) as { code?: unknown; constraint?: unknown; table?: unknown; column?: unknown };
  const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
  return {
    name: 'DrizzleQueryError',
    message: 'Failed query',
    query: error.query,
    code: text(cause.code),
    constraint: text(cause.constraint),
    table: text(cause.table),
    column: text(cause.column),
    // The stack's first line repeats the message (with the parameters): only the frames are kept.
    stack: error.stack?.split('\n').filter((line) => line.startsWith('    at ')).join('\n'),
  };
}
