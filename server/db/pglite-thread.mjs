// The embedded database (PGlite) on a thread of its own: PGlite runs in the thread that calls it and holds that
// thread while it works, so on the server's main thread every statement would stall the chat sockets. The main
// thread talks to it through server/db/pglite-remote.ts; this file is plain JavaScript so that it loads the same
// way under the server, the tests and the benchmarks.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** Types the caller parses itself: they come back as PostgreSQL's text. */
const asText = (types) => Object.fromEntries((types ?? []).map((type) => [type, (value) => value]));

/** An error as the main thread rebuilds it: its name, message and every field PostgreSQL gave it (code, detail…). */
function errorOf(error) {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === 'function' || typeof value === 'object') continue;
    fields[key] = value;
  }
  return { name: error.name, message: error.message, fields };
}

// pg_trgm: the catalogue search's fuzzy matching (its migration creates the extension).
const db = new PGlite({ dataDir: workerData.dir, extensions: { pg_trgm } });
/** The session's settings (the search's similarity threshold), applied once the database is open. */
const opened = db.waitReady.then(() => (workerData.sessionSettings ? db.exec(workerData.sessionSettings) : undefined));
/** Open transactions by id: the PGlite transaction and how to end it. */
const transactions = new Map();

function optionsOf(options) {
  if (!options) return undefined;
  return { rowMode: options.rowMode, paramTypes: options.paramTypes, parsers: asText(options.textTypes) };
}

/** The executor a request names: the database, or one of its open transactions. */
function executor(tx) {
  if (tx === undefined) return db;
  const open = transactions.get(tx);
  if (!open) throw new Error('The transaction has already ended');
  return open.tx;
}

/** Starts a transaction and answers once it holds the database; it ends when the main thread says so. */
function begin(id) {
  return new Promise((resolve, reject) => {
    db.transaction(
      (tx) =>
        new Promise((end, abort) => {
          let ended;
          transactions.set(id, { tx, end, abort, ended: new Promise((done) => (ended = done)), markEnded: () => ended() });
          resolve(undefined);
        }),
    ).then(
      () => {
        const open = transactions.get(id);
        open?.markEnded();
        open?.settled?.resolve(undefined);
      },
      (error) => {
        const open = transactions.get(id);
        open?.markEnded();
        if (open?.settled) open.settled.reject(error);
        else reject(error);
      },
    );
  });
}

/** Commits or rolls back transaction `id` and answers when PGlite has. */
function end(id, commit) {
  const open = transactions.get(id);
  if (!open) return Promise.reject(new Error('The transaction has already ended'));
  const done = new Promise((resolve, reject) => (open.settled = { resolve, reject }));
  if (commit) open.end(undefined);
  else open.abort(Object.assign(new Error('rolled back'), { rolledBack: true }));
  return done.then(
    () => transactions.delete(id),
    (error) => {
      transactions.delete(id);
      if (!error?.rolledBack) throw error;
    },
  );
}

/**
 * The statements and transactions waiting for the database, urgent ones first (the priority lane), each queue in
 * order of arrival. One runs at a time; a transaction holds the database until it ends, and only its own
 * statements (which name it) run meanwhile.
 */
const waiting = { urgent: [], ordinary: [] };
let running = false;

function enqueue(urgent, work) {
  return new Promise((resolve, reject) => {
    (urgent ? waiting.urgent : waiting.ordinary).push({ work, resolve, reject });
    next();
  });
}

function next() {
  if (running) return;
  const turn = waiting.urgent.shift() ?? waiting.ordinary.shift();
  if (!turn) return;
  running = true;
  const release = () => {
    running = false;
    next();
  };
  // work answers the request's result, and (a transaction) a promise of when it lets go of the database.
  turn.work().then(
    ({ result, held }) => {
      turn.resolve(result);
      (held ?? Promise.resolve()).then(release, release);
    },
    (error) => {
      turn.reject(error);
      release();
    },
  );
}

const alone = (run) => async () => ({ result: await run() });

/** Starts transaction `id` in its turn; it holds the database until it ends. */
const beginTurn = (id) => async () => {
  await begin(id);
  return { result: undefined, held: transactions.get(id).ended };
};

async function handle(message) {
  switch (message.op) {
    case 'ready':
      return void (await opened);
    case 'query': {
      const run = () => executor(message.tx).query(message.sql, message.params, optionsOf(message.options));
      return message.tx === undefined ? await enqueue(message.urgent, alone(run)) : await run();
    }
    case 'exec': {
      const run = () => executor(message.tx).exec(message.sql, optionsOf(message.options));
      return message.tx === undefined ? await enqueue(message.urgent, alone(run)) : await run();
    }
    case 'begin':
      return await enqueue(message.urgent, beginTurn(message.id));
    case 'end':
      return await end(message.tx, message.commit);
    case 'close':
      return void (await db.close());
    default:
      throw new Error(`unknown request ${message.op}`);
  }
}

parentPort.on('message', (message) => {
  handle(message).then(
    (result) => {
      parentPort.postMessage({ id: message.id, ok: true, result });
      if (message.op === 'close') parentPort.close();
    },
    (error) => parentPort.postMessage({ id: message.id, ok: false, error: errorOf(error) }),
  );
});
