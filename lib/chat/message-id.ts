/**
 * The one id layout of the product, made by the browser for what it sends and by the server for what it
 * writes, so both sort by time together. Ids count milliseconds from 2020-01-01 UTC; 41 bits last until 2089.
 */
export const MESSAGE_ID_EPOCH_MS = 1_577_836_800_000;
const EPOCH_MS = MESSAGE_ID_EPOCH_MS;
const WORKER_BITS = 10;
const SEQUENCE_BITS = 12;
const MAX_SEQUENCE = (1 << SEQUENCE_BITS) - 1;
/** Worker parts run 0 to this. */
export const MAX_MESSAGE_ID_WORKER = (1 << WORKER_BITS) - 1;

/** The id of the moment `ms` (ms since 1970), worker part and sequence: the layout's one definition. */
export function composeMessageId(ms: number, worker: number, sequence: number): bigint {
  return (BigInt(ms - EPOCH_MS) << BigInt(WORKER_BITS + SEQUENCE_BITS)) | (BigInt(worker & MAX_MESSAGE_ID_WORKER) << BigInt(SEQUENCE_BITS)) | BigInt(sequence & MAX_SEQUENCE);
}

/**
 * Makes snowflake-style message ids: time, a random worker part (one per page) and a sequence, as a decimal
 * string. The client makes its own ids so a send never waits on the network (seed §7 snowflake fetch).
 */
export function createMessageIdFactory(now: () => number = Date.now, worker = Math.floor(Math.random() * (1 << WORKER_BITS))) {
  let lastMs = -1;
  let sequence = 0;
  return (): string => {
    // A clock stepping back must not reorder ids, so time never goes below the last one used.
    let ms = Math.max(now() - EPOCH_MS, lastMs);
    if (ms === lastMs) {
      sequence = (sequence + 1) & MAX_SEQUENCE;
      if (sequence === 0) ms += 1;
    } else {
      sequence = 0;
    }
    lastMs = ms;
    return composeMessageId(ms + EPOCH_MS, worker, sequence).toString();
  };
}

export const nextMessageId = createMessageIdFactory();

/** The moment (ms since 1970) an id was made. */
export const messageIdTime = (id: string | bigint) => Number(BigInt(id) >> BigInt(WORKER_BITS + SEQUENCE_BITS)) + EPOCH_MS;

/** The largest id a message may carry: ids are stored as signed 64-bit integers. */
export const MAX_MESSAGE_ID = (1n << 63n) - 1n;

/** Orders decimal ids numerically; they exceed 2^53, so JS numbers would lose digits. */
export function compareMessageIds(a: string, b: string): number {
  const x = a.replace(/^0+(?=\d)/, '');
  const y = b.replace(/^0+(?=\d)/, '');
  if (x.length !== y.length) return x.length - y.length;
  return x < y ? -1 : x > y ? 1 : 0;
}
