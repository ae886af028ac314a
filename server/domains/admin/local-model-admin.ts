import path from 'node:path';
import type { LocalModels } from '@/lib/contracts/local-models';
import type { SessionUser } from '@/server/domains/users/session-user';
import type { ModelPullSettings } from '@/server/env';
import { ApiError, ErrorCode } from '@/server/errors';
import type { Logger } from '@/server/log';
import { pulledName, pullModel } from '@/server/providers/llm/local/model-download';
import { chooseModel, listModels, ModelFileError, modelToServe, removeModel } from '@/server/providers/llm/local/model-files';

type PullState = LocalModels['pull'];

/**
 * The local chat models as whitelist admins manage them in the app: the same folder and the same download, choice and
 * removal as `npm run model`. Staff (levels 1 and 2) look; internal admins (level 1) download, choose and delete.
 * One download at a time runs in the background on this instance, its progress kept here for the page to read.
 */
export class LocalModelAdmin {
  private pull: Omit<PullState, 'configured' | 'name' | 'bytes'> = { state: 'idle', received: 0, error: null };
  private running?: Promise<void>;
  /** What the server served when it started: a model is loaded once, at start-up. */
  private readonly servedAtStart: string | undefined;

  constructor(
    private readonly deps: {
      modelsDir: string;
      settings?: ModelPullSettings;
      /** KOKO_LLM_BASE_URL is set: chats go to it whatever the folder holds. */
      remote: boolean;
      assertCanView: (caller: SessionUser) => Promise<void>;
      assertCanManage: (caller: SessionUser) => Promise<void>;
      canManage: (caller: SessionUser) => Promise<boolean>;
      log: Logger;
    },
  ) {
    this.servedAtStart = deps.remote ? undefined : modelToServe(deps.modelsDir);
  }

  async status(caller: SessionUser): Promise<LocalModels> {
    await this.deps.assertCanView(caller);
    const { modelsDir, settings, remote } = this.deps;
    const models = await listModels(modelsDir);
    const chosen = modelToServe(modelsDir);
    return {
      served: remote ? 'remote' : this.servedAtStart ? 'local' : 'offline',
      servedModel: this.servedAtStart ? path.basename(this.servedAtStart) : null,
      models,
      restartNeeded: !remote && chosen !== this.servedAtStart,
      pull: { configured: settings !== undefined, name: settings ? pulledName(settings.url) : null, bytes: settings?.size ?? null, ...this.pull },
      canManage: await this.deps.canManage(caller),
    };
  }

  /** Starts the download (resuming a cut one); answers at once, the page follows it with `status`. */
  async startPull(caller: SessionUser): Promise<LocalModels> {
    await this.deps.assertCanManage(caller);
    const { settings, modelsDir, log } = this.deps;
    if (!settings) throw new ApiError(ErrorCode.Conflict, 'No model to download: set KOKO_MODEL_PULL_URL, KOKO_MODEL_PULL_SHA256 and KOKO_MODEL_PULL_SIZE (README "Local models")');
    if (!this.running) {
      this.pull = { state: 'downloading', received: 0, error: null };
      this.running = pullModel(modelsDir, settings, ({ received }) => void (this.pull = { ...this.pull, received }))
        .then((file) => {
          this.pull = { state: 'done', received: settings.size, error: null };
          log.info('local model downloaded', { file });
        })
        .catch((error: Error) => {
          this.pull = { ...this.pull, state: 'failed', error: error instanceof ModelFileError ? error.message : `The download failed: ${error.message}` };
          log.warn('local model download failed', { error: error.message });
        })
        .finally(() => (this.running = undefined));
    }
    return this.status(caller);
  }

  async use(caller: SessionUser, name: string): Promise<LocalModels> {
    await this.deps.assertCanManage(caller);
    await this.fileCall(() => chooseModel(this.deps.modelsDir, name));
    return this.status(caller);
  }

  async remove(caller: SessionUser, name: string): Promise<LocalModels> {
    await this.deps.assertCanManage(caller);
    if (this.servedAtStart && path.basename(this.servedAtStart) === name.trim()) throw new ApiError(ErrorCode.Conflict, 'This model is being served: choose another and restart KOKO before deleting it');
    await this.fileCall(() => removeModel(this.deps.modelsDir, name));
    return this.status(caller);
  }

  /** Waits for a download under way (tests, shutdown). */
  settled(): Promise<void> {
    return this.running ?? Promise.resolve();
  }

  private async fileCall(call: () => Promise<void>): Promise<void> {
    try {
      await call();
    } catch (error) {
      if (error instanceof ModelFileError) throw new ApiError(ErrorCode.InvalidParams, `name: ${error.message}`);
      throw error;
    }
  }
}
