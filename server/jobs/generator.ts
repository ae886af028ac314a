/**
 * The seam between the task engine and the generators (DESIGN §1 job runner, §5 providers).
 *
 * A generator turns a validated request into files and a resource: it is a pure function of its input and
 * seed (the same input and seed give the same bytes, so tests can assert on them), it reports progress
 * between 0 and 100, and it stops when its signal aborts. The task engine stores the files in the media
 * store, writes the resource into the asset, and moves the task and asset statuses; generators never touch
 * the database, the ledger or the socket.
 */
import type { z } from 'zod';
import type { AssetKind } from '@/lib/contracts/property';

/** Asset kinds (seed §3 Asset, §2 Creation), defined with the wire contract. */
export { ASSET_KINDS, type AssetKind } from '@/lib/contracts/property';

export interface GeneratorContext {
  /** A 32-bit seed; the task keeps it so a retry makes the same thing. */
  seed: number;
  signal: AbortSignal;
  /** 0–100; `step` is the seed's creation step code where one applies (11, 12, 13). */
  progress(percent: number, step?: number): void;
}

/** One file the generator made; `name` is a file name (`panorama.webp`), the engine picks the media key. */
export interface GeneratedFile {
  name: string;
  contentType: string;
  bytes: Uint8Array;
}

export interface GeneratorResult {
  files: GeneratedFile[];
  /**
   * Resource fields besides file URLs (seed §3 Asset): e.g. `{ durationMs, bpm, look }`. The engine adds
   * the URLs of `files` under the field names that `fileFields` maps them to.
   */
  resource: Record<string, unknown>;
  /** File name → resource field (`{ 'panorama.webp': 'cardUrl', 'bgm.mp3': 'bgmUrl' }`). */
  fileFields: Record<string, string>;
}

export interface Generator<Input = unknown> {
  kind: AssetKind;
  /** Validates the request body a user sent; its errors become the call's validation message. */
  input: z.ZodType<Input>;
  /** Whether `run` is CPU-heavy and belongs on the worker pool rather than the main event loop. */
  cpuHeavy: boolean;
  run(input: Input, ctx: GeneratorContext): Promise<GeneratorResult>;
}

/**
 * A failure the generator can put in words for the person who asked (a prompt it cannot use, a remote provider that
 * refused): shown as it is, and not retried. Any other error is retried with backoff, then reported in general words.
 */
export class GenerationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GenerationError';
  }
}
