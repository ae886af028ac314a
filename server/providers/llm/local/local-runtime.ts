import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Llama, LlamaContext, LlamaLogLevel, LlamaModel } from 'node-llama-cpp';
import type { Logger } from '@/server/log';
import { ChatModelError } from '../chat-model';

export interface LocalRuntimeOptions {
  /** The `.gguf` file. */
  file: string;
  /** Replies generated at once: the context's sequences. */
  sequences: number;
  contextSize: number;
  /** 0 lets llama.cpp choose. */
  threads: number;
  gpu: boolean;
  /** Where llama.cpp's own warnings and errors go (the server's log); without it they are dropped. */
  log?: Logger;
}

export interface LoadedModel {
  llama: Llama;
  model: LlamaModel;
  context: LlamaContext;
  /** The module, for the classes a reply builds (LlamaChat). */
  lib: typeof import('node-llama-cpp');
}

/**
 * One `.gguf` model in this process, loaded on the first reply and shared by all. node-llama-cpp is imported only
 * then, so a server without a model never loads it. It uses its prebuilt binaries only: nothing is downloaded or
 * compiled at run time. A load that fails is tried again on the next reply (the file may have been replaced).
 */
export class LocalRuntime {
  private loading: Promise<LoadedModel> | undefined;

  constructor(readonly options: LocalRuntimeOptions) {}

  /** The model's name in replies (`llmModel`): its file name without `.gguf`. */
  get modelName(): string {
    return path.basename(this.options.file, '.gguf');
  }

  /**
   * The model, loaded once. A load that takes longer than `timeoutMs` fails this caller, and is forgotten so the
   * next reply tries again: a damaged file's header can keep the reader waiting for ever.
   */
  load(timeoutMs: number): Promise<LoadedModel> {
    const loading = (this.loading ??= this.open().catch((error: unknown) => {
      if (this.loading === loading) this.loading = undefined;
      throw error instanceof ChatModelError ? error : new ChatModelError('unavailable', `the local model ${this.modelName} could not be loaded: ${messageOf(error)}`);
    }));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        if (this.loading === loading) this.loading = undefined;
        reject(new ChatModelError('unavailable', `the local model ${this.modelName} did not load within ${timeoutMs} ms`));
      }, timeoutMs);
    });
    return Promise.race([loading, late]).finally(() => clearTimeout(timer));
  }

  /** Frees the model and its memory; the next reply loads it again. */
  async close(): Promise<void> {
    const loading = this.loading;
    this.loading = undefined;
    const loaded = await loading?.catch(() => undefined);
    if (loaded) await loaded.model.dispose();
  }

  private async open(): Promise<LoadedModel> {
    const { lib, llama } = await llamaRuntime(this.options.gpu, this.options.log);
    const model = await llama.loadModel({ modelPath: this.options.file });
    try {
      const context = await model.createContext({
        sequences: this.options.sequences,
        contextSize: Math.min(this.options.contextSize, model.trainContextSize),
        ...(this.options.threads > 0 ? { threads: this.options.threads } : {}),
      });
      return { llama, model, context, lib };
    } catch (error) {
      await model.dispose().catch(() => undefined);
      throw error;
    }
  }
}

/** llama.cpp's bindings, found once per process (and per GPU choice): finding them tests the binary in a child process. */
const runtimes = new Map<boolean, Promise<{ lib: typeof import('node-llama-cpp'); llama: Llama }>>();

function llamaRuntime(gpu: boolean, log: Logger | undefined): Promise<{ lib: typeof import('node-llama-cpp'); llama: Llama }> {
  let runtime = runtimes.get(gpu);
  if (!runtime) {
    runtime = importNodeLlamaCpp().then(async (lib) => ({
      lib,
      llama: await lib.getLlama({
        build: 'never',
        skipDownload: true,
        progressLogs: false,
        gpu: gpu ? 'auto' : false,
        logLevel: (log ? 'warn' : 'disabled') as LlamaLogLevel,
        logger: log ? llamaLogTo(log) : () => undefined,
      }),
    }));
    runtime.catch(() => runtimes.delete(gpu));
    runtimes.set(gpu, runtime);
  }
  return runtime;
}

/** llama.cpp's log lines into the server's log: errors as errors, warnings as warnings, the rest as debug. */
export function llamaLogTo(log: Logger): (level: LlamaLogLevel, message: string) => void {
  return (level, message) => {
    const text = message.trim();
    if (!text) return;
    const fields = { source: 'llama.cpp', level: String(level) };
    if (level === 'fatal' || level === 'error') log.error(text, fields);
    else if (level === 'warn') log.warn(text, fields);
    else log.debug(text, fields);
  };
}

/**
 * node-llama-cpp is published as ES modules only. The server's TypeScript is compiled to CommonJS, where a plain
 * `import()` becomes a `require()` that cannot load it: an import the compiler cannot see stays a real one. It is
 * given the module's file URL, as the code around it may have no base to resolve a package name from.
 */
const importModule = new Function('url', 'return import(url)') as (url: string) => Promise<unknown>;

/**
 * The package is resolved from the app's folder through a require the bundler cannot follow: the app's build must
 * not pull node-llama-cpp (and every platform binary it names) into its server bundle.
 */
const NODE_LLAMA_CPP = ['node', 'llama', 'cpp'].join('-');

function importNodeLlamaCpp(): Promise<typeof import('node-llama-cpp')> {
  const resolved = createRequire(path.join(process.cwd(), 'package.json')).resolve(NODE_LLAMA_CPP);
  return importModule(pathToFileURL(resolved).href) as Promise<typeof import('node-llama-cpp')>;
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
