import { z } from 'zod';
import { int32 } from './integers';
import { listPageSchema, pageInput } from './paging';

/**
 * The asset ("property") library and its generation tasks (seed §3 Asset, §4 statuses, §7 "Characters, roles,
 * tags, generation"). Every `app/property/*` call, `ugc/property/taskCancel`, the per-kind generate/create calls
 * and the socket's progress frame are defined here once, for the API, the OpenAPI document and the pages.
 */

/** Asset kinds (seed §3 Asset, §2 Creation). */
export const ASSET_KINDS = ['avatar', 'cover', 'skybox', 'voice', 'bgm', 'music', 'animation', 'song'] as const;
export type AssetKind = (typeof ASSET_KINDS)[number];
/** The version of the resource layout assets are written in (seed §3 assetsTypeVersion). */
export const ASSETS_TYPE_VERSION = 1;
export const assetKindSchema = z.enum(ASSET_KINDS);

/** Asset status (seed §4): 1 generating, 2 draft, 10 published, 50 approved. */
export const AssetStatus = { Generating: 1, Draft: 2, Published: 10, Approved: 50 } as const;
export type AssetStatus = (typeof AssetStatus)[keyof typeof AssetStatus];
/** Asset statuses a getList may filter on; 0 is all (seed §4 status filter ALL 0). */
export const ASSET_STATUS_FILTERS = [0, 1, 2, 10, 50] as const;

/** Task state (seed §4): IDLE 0 (queued), DOING 1, SUCCESS 2, FAIL 3 (a cancelled task is a failed one with `cancelled`). */
export const TaskState = { Idle: 0, Doing: 1, Success: 2, Fail: 3 } as const;
export type TaskState = (typeof TaskState)[keyof typeof TaskState];

/**
 * Task filter codes (seed §4): 0 all, 1 doing (queued or running), 11 first step, 12 second step, 13 packing,
 * 2 success, 3 fail, 50 approved (the task's asset is approved).
 */
export const TaskFilter = { All: 0, Doing: 1, FirstStep: 11, SecondStep: 12, Packing: 13, Success: 2, Fail: 3, Approved: 50 } as const;
export type TaskFilter = (typeof TaskFilter)[keyof typeof TaskFilter];
export const TASK_FILTERS = [0, 1, 11, 12, 13, 2, 3, 50] as const;

/** Step codes a running task reports (seed §4 task filter 11, 12, 13). */
export const TaskStep = { FirstStep: 11, SecondStep: 12, Packing: 13 } as const;
export type TaskStep = (typeof TaskStep)[keyof typeof TaskStep];

const literals = <const T extends readonly number[]>(values: T) =>
  z.union(values.map((v) => z.literal(v)) as unknown as [z.ZodLiteral<T[number]>, z.ZodLiteral<T[number]>, ...z.ZodLiteral<T[number]>[]]);

const id = () => z.number().int().positive();
/** An id in a request body: a positive whole number, also accepted as a decimal string. */
const idInput = () => z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/**
 * What an asset's `resource` JSON string holds (seed §3 Asset): media URLs under the seed's field names, plus
 * what the generator reports about the thing it made (duration, bpm, look …). Fields a kind does not make are absent.
 */
export const propertyResourceSchema = z.looseObject({
  /** The image that stands for the asset on its card (a cover, a skybox's panorama, an avatar's portrait). */
  cardUrl: z.string().optional(),
  /** Spoken or sung audio, a list of URLs (a voice's samples). */
  audioUrl: z.array(z.string()).optional(),
  /** A 3D model or motion file (GLB/VRM/VRMA). */
  modelUrl: z.string().optional(),
  /** Background music. */
  bgmUrl: z.string().optional(),
  /** The avatar's model for the engine (VRM URL) or its procedural parameters. */
  avatar_model: z.unknown().optional(),
  /** The resource layout's version, so clients can read older assets. */
  assetsTypeVersion: z.number().int().optional(),
});
export type PropertyResource = z.infer<typeof propertyResourceSchema>;

/** Reads an asset's `resource` string; a string that is not a JSON object reads as no resource. */
export function parsePropertyResource(resource: string): PropertyResource {
  try {
    const parsed = propertyResourceSchema.safeParse(JSON.parse(resource));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/** One generation task (seed §4 task state), as the owner reads it. */
export const propertyTaskSchema = z.object({
  id: id(),
  kind: assetKindSchema,
  assetId: id(),
  state: literals([0, 1, 2, 3] as const),
  /** 0–100. */
  progress: z.number().int().min(0).max(100),
  /** The step running now (11 first step, 12 second step, 13 packing), null before the first or after the end. */
  step: literals([11, 12, 13] as const).nullable(),
  /** Why the task failed, in words a person understands; null unless it failed. */
  error: z.string().nullable(),
  /** Whether the owner cancelled it (state is then 3). */
  cancelled: z.boolean(),
  /** Runs started so far, and the cap after which retryGenerate is refused. */
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  /** Koin this task cost (0 when it ran on the daily free quota); refunded when it fails or is cancelled. */
  koin: z.number().int(),
  /** Whether the koin (if any) went back to the owner. */
  refunded: z.boolean(),
  /** Place in the queue among tasks waiting to start (1 = next), null once running or finished. */
  queuePosition: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PropertyTask = z.infer<typeof propertyTaskSchema>;

/** One asset (seed §3 Asset). */
export const propertySchema = z.object({
  id: id(),
  kind: assetKindSchema,
  name: z.string(),
  /** Seed §4: 1 generating, 2 draft, 10 published, 50 approved. */
  status: literals([1, 2, 10, 50] as const),
  /** A JSON string of URLs and facts (propertyResourceSchema); read it with parsePropertyResource. */
  resource: z.string(),
  /** Whether the caller owns it (others see only published and approved assets). */
  mine: z.boolean(),
  /** Its latest generation task, for the owner; null for others' assets and for assets never generated. */
  task: propertyTaskSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Property = z.infer<typeof propertySchema>;

// ---- app/property/* requests and answers ----

/**
 * POST app/property/getList. `scope` mine (default) lists the caller's own assets in every status; public lists
 * everyone's published and approved assets. `status` 0 all; `taskFilter` narrows by the latest task (seed §4 codes).
 */
export const propertyListInput = z.object({
  kind: assetKindSchema.optional(),
  status: literals(ASSET_STATUS_FILTERS).default(0),
  taskFilter: literals(TASK_FILTERS).default(0),
  scope: z.enum(['mine', 'public']).default('mine'),
  ...pageInput(20, 100),
});
export type PropertyListInput = z.input<typeof propertyListInput>;
export const propertyListSchema = listPageSchema(propertySchema);
export type PropertyList = z.infer<typeof propertyListSchema>;

/** POST app/property/get {id}: the caller's asset, or a published/approved one. */
export const propertyGetInput = z.object({ id: idInput() });
/** POST app/property/batchGet {ids}: those the caller may read, in the order asked; others are left out. */
export const PROPERTY_BATCH_MAX = 100;
export const propertyBatchGetInput = z.object({ ids: z.array(idInput()).min(1).max(PROPERTY_BATCH_MAX) });
export const propertyBatchSchema = z.object({ list: z.array(propertySchema) });

/** POST app/property/taskProcess {taskId} or {assetId} (its latest task): the owner's task and its progress. */
export const taskProcessInput = z
  .object({ taskId: idInput().optional(), assetId: idInput().optional() })
  .refine((v) => v.taskId !== undefined || v.assetId !== undefined, { message: 'taskId or assetId is required', path: ['taskId'] });

/** POST app/property/getTaskList: the caller's tasks, newest first. */
export const taskListInput = z.object({
  kind: assetKindSchema.optional(),
  taskFilter: literals(TASK_FILTERS).default(0),
  ...pageInput(20, 100),
});
export type TaskListInput = z.input<typeof taskListInput>;
export const taskListSchema = listPageSchema(propertyTaskSchema);

/** POST app/property/retryGenerate {taskId}: a failed or cancelled task queued again (charged again as a new start). */
export const retryGenerateInput = z.object({ taskId: idInput() });
/** POST ugc/property/taskCancel {taskId}: a queued or running task stops; its koin goes back. */
export const taskCancelInput = z.object({ taskId: idInput() });

/** POST app/property/getImagePreview {id}: the image that stands for an asset, full size. */
export const imagePreviewInput = z.object({ id: idInput() });
export const imagePreviewSchema = z.object({
  id: id(),
  /** null while nothing has been made yet. */
  imageUrl: z.string().nullable(),
});
export type ImagePreview = z.infer<typeof imagePreviewSchema>;

// ---- price and quota ----

/** POST app/property/getPrice {kind}: what starting one generation of this kind costs the caller now. */
export const priceInput = z.object({ kind: assetKindSchema });
export const priceSchema = z.object({
  kind: assetKindSchema,
  /** Whether this instance can generate the kind at all. */
  available: z.boolean(),
  /** Visitors may not generate (seed §6: free avatar generation needs login). */
  loginRequired: z.boolean(),
  /** Free generations per day for a logged-in user, and how many are left today (UTC day). */
  freePerDay: z.number().int(),
  freeLeft: z.number().int(),
  /** Koin one generation costs once the free ones are used up. */
  koinPrice: z.number().int(),
  /** What the next start costs: 0 while free ones are left. */
  nextCost: z.number().int(),
  balance: z.number().int(),
});
export type Price = z.infer<typeof priceSchema>;

// ---- app/{kind}/generate and app/{kind}/create ----

/** The kinds that have a `create` call besides `generate` (seed §7). */
export const CREATE_KINDS = ['avatar', 'skybox', 'cover'] as const satisfies readonly AssetKind[];

/**
 * Fields every generate/create body may carry besides the kind's own (each generator's `input` schema reads the
 * whole body and ignores these): `name` for the asset, `seed` to make the same thing again, `assetId` to generate
 * into one of the caller's own assets instead of a new one.
 */
export const generateCommonInput = z.object({
  name: z.string().trim().max(60).optional(),
  seed: int32().optional(),
  assetId: idInput().optional(),
});
export type GenerateCommonInput = z.infer<typeof generateCommonInput>;

/** What generate/create answer: the task to follow, its asset, and what it cost. */
export const generateResultSchema = z.object({
  task: propertyTaskSchema,
  asset: propertySchema,
  price: priceSchema,
});
export type GenerateResult = z.infer<typeof generateResultSchema>;

/**
 * POST app/cover/imagePreview: a small rendering of the cover a generate call would make from the same body (prompt,
 * look, seed), free and at once, so the page can show it before the user starts. Not for type upload.
 */
export const coverPreviewSchema = z.object({
  /** A `data:image/webp;base64,…` URL. */
  imageUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type CoverPreview = z.infer<typeof coverPreviewSchema>;
export const COVER_PREVIEW_PATH = '/app/cover/imagePreview';

// ---- socket ----

/** The `event` of the Notify frame that carries a task's progress (seed §4 chat event `progress`). */
export const PROGRESS_EVENT = 'progress';

/**
 * The `data` (a JSON string) of the socket frame `{ msgType: Biz, dataType: Notify }` pushed to a task's owner
 * whenever its state, step or progress changes (progress throttled): enough to draw the bar without a call.
 */
export const taskProgressPayloadSchema = z.object({
  event: z.literal(PROGRESS_EVENT),
  taskId: id(),
  assetId: id(),
  kind: assetKindSchema,
  state: literals([0, 1, 2, 3] as const),
  progress: z.number().int().min(0).max(100),
  step: literals([11, 12, 13] as const).nullable(),
  error: z.string().nullable(),
  cancelled: z.boolean(),
  /** The asset's status after this change (2 draft once the task succeeded). */
  assetStatus: literals([1, 2, 10, 50] as const),
});
export type TaskProgressPayload = z.infer<typeof taskProgressPayloadSchema>;

// ---- paths (under {base}) ----

export const PropertyPath = {
  getList: '/app/property/getList',
  get: '/app/property/get',
  batchGet: '/app/property/batchGet',
  taskProcess: '/app/property/taskProcess',
  getTaskList: '/app/property/getTaskList',
  retryGenerate: '/app/property/retryGenerate',
  getImagePreview: '/app/property/getImagePreview',
  getPrice: '/app/property/getPrice',
  taskCancel: '/ugc/property/taskCancel',
} as const;
export const generatePath = (kind: AssetKind) => `/app/${kind}/generate`;
export const createPath = (kind: (typeof CREATE_KINDS)[number]) => `/app/${kind}/create`;

const READY_STATUSES = new Set<number>([AssetStatus.Draft, AssetStatus.Published, AssetStatus.Approved]);

/** An asset ready to be used: generated (or uploaded), and its latest task, if any, succeeded. */
export const isReadyAsset = (asset: Pick<Property, 'status' | 'task'>) => READY_STATUSES.has(asset.status) && (!asset.task || asset.task.state === TaskState.Success);
