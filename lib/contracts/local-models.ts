import { z } from 'zod';

/**
 * The local chat models, as whitelist admins manage them in the app (seed §6 manage pages; the same as
 * `npm run model -- list|pull|use|remove`): the `.gguf` files in KOKO_DATA_DIR/models, the one the server serves,
 * and the download of the recommended model that KOKO_MODEL_PULL_URL names.
 */
export const LocalModelPath = {
  status: '/admin/localModels',
  pull: '/admin/localModels/pull',
  use: '/admin/localModels/use',
  remove: '/admin/localModels/remove',
} as const;

export const PULL_STATES = ['idle', 'downloading', 'done', 'failed'] as const;

export const localModelsSchema = z.object({
  /** What answers chats now: a remote endpoint (KOKO_LLM_BASE_URL), a local model, or the offline persona engine. */
  served: z.enum(['remote', 'local', 'offline']),
  /** The model file served since the server started (local only). */
  servedModel: z.string().nullable(),
  models: z.array(z.object({ name: z.string(), bytes: z.number().int(), inUse: z.boolean() })),
  /** The model chosen to serve differs from the one served: it is served from the next start. */
  restartNeeded: z.boolean(),
  pull: z.object({
    /** Whether KOKO_MODEL_PULL_URL (with its sha256 and size) is set: without it there is nothing to download. */
    configured: z.boolean(),
    /** The file the download saves to, and its size. */
    name: z.string().nullable(),
    bytes: z.number().int().nullable(),
    state: z.enum(PULL_STATES),
    received: z.number().int(),
    error: z.string().nullable(),
  }),
  /** Whether the caller may download, choose and delete (internal admins); other staff look only. */
  canManage: z.boolean(),
});
export type LocalModels = z.infer<typeof localModelsSchema>;

export const localModelNameInput = z.object({ name: z.string().trim().min(1).max(200) }).strict();
