import path from 'node:path';
import { z } from 'zod';
import type { AppLinks } from '@/lib/shell/app-links';
import type { UploadGroup } from '@/lib/contracts/uploads';
import { GENERATE_CALLS_PER_MINUTE, type RateLimit } from '@/server/rate-limits/rate-limiter';

/** The one place process.env is read (DESIGN §2). Every setting is validated here, once. */
const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || isUrlWith(v, protocols), {
      message: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
    });

function isUrlWith(value: string, protocols: string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce
    .number({ message: 'must be a whole number from 1 to 65535' })
    .int('must be a whole number from 1 to 65535')
    .min(1, 'must be a whole number from 1 to 65535')
    .max(65535, 'must be a whole number from 1 to 65535')
    .default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  KOKO_DATA_DIR: z.string().trim().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: optionalUrl(['postgres:', 'postgresql:']),
  REDIS_URL: optionalUrl(['redis:', 'rediss:']),
  KOKO_BACKEND_URL: optionalUrl(['http:', 'https:']),
  KOKO_PUBLIC_URL: optionalUrl(['http:', 'https:']),
  KOKO_LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  KOKO_DB_CONNECT_RETRIES: z.coerce.number().int().min(0).max(100).default(10),
  KOKO_SHUTDOWN_GRACE_MS: z.coerce.number({ message: 'must be a whole number of milliseconds' }).int('must be a whole number of milliseconds').min(0, 'must not be negative').max(600_000, 'must be at most 600000').default(10_000),
  KOKO_AUTH_SECRET: optionalText(),
  KOKO_GOOGLE_CLIENT_ID: optionalText(),
  KOKO_GOOGLE_CLIENT_SECRET: optionalText(),
  KOKO_GOOGLE_ISSUER: optionalUrl(['https:', 'http:']),
  KOKO_APPLE_CLIENT_ID: optionalText(),
  KOKO_APPLE_CLIENT_SECRET: optionalText(),
  KOKO_APPLE_ISSUER: optionalUrl(['https:', 'http:']),
  KOKO_FACEBOOK_APP_ID: optionalText(),
  KOKO_FACEBOOK_APP_SECRET: optionalText(),
  KOKO_FACEBOOK_GRAPH_URL: optionalUrl(['https:', 'http:']),
  KOKO_ADMIN_EMAILS: optionalText(),
  KOKO_SIGNUP: z.enum(['open', 'invite'], { message: 'must be open or invite' }).default('open'),
  KOKO_SMTP_URL: optionalUrl(['smtp:', 'smtps:']),
  KOKO_MAIL_FROM: optionalText().refine((v) => v === undefined || /^[^<>@\s]+@[^<>@\s]+$|<[^<>@\s]+@[^<>@\s]+>$/.test(v), { message: 'must be an email address, or a name and <address>' }),
  KOKO_KOIN_VISITOR_BONUS: koin(15),
  KOKO_KOIN_REGISTER_BONUS: koin(100),
  KOKO_KOIN_SIGN: koin(100),
  KOKO_KOIN_TALK: koin(100),
  KOKO_LLM_BASE_URL: optionalUrl(['http:', 'https:']),
  KOKO_LLM_API_KEY: optionalText(),
  KOKO_LLM_MODEL: optionalText(),
  KOKO_LLM_TIMEOUT_MS: z.coerce.number().int('must be a whole number of milliseconds').min(1000, 'must be at least 1000').max(600_000, 'must be at most 600000').default(60_000),
  KOKO_LLM_LOCAL_SEQUENCES: perUser(1, 'replies'),
  KOKO_LLM_LOCAL_QUEUE: z.coerce.number({ message: 'must be a whole number of replies' }).int('must be a whole number of replies').min(0, 'must not be negative').max(10_000, 'must be at most 10000').default(32),
  KOKO_LLM_LOCAL_CONTEXT: z.coerce.number({ message: 'must be a whole number of tokens' }).int('must be a whole number of tokens').min(512, 'must be at least 512').max(131_072, 'must be at most 131072').default(4096),
  KOKO_LLM_LOCAL_MAX_TOKENS: z.coerce.number({ message: 'must be a whole number of tokens' }).int('must be a whole number of tokens').min(16, 'must be at least 16').max(8192, 'must be at most 8192').default(320),
  KOKO_LLM_LOCAL_THREADS: z.coerce.number({ message: 'must be a whole number of threads' }).int('must be a whole number of threads').min(0, 'must not be negative').max(256, 'must be at most 256').default(0),
  KOKO_LLM_LOCAL_GPU: z.enum(['auto', 'off'], { message: 'must be auto or off' }).default('auto'),
  KOKO_MODEL_PULL_URL: optionalUrl(['http:', 'https:']),
  KOKO_MODEL_PULL_SHA256: optionalText().refine((v) => v === undefined || /^[0-9a-f]{64}$/i.test(v), { message: 'must be 64 hexadecimal digits' }),
  KOKO_MODEL_PULL_SIZE: z.coerce.number({ message: 'must be a whole number of bytes' }).int('must be a whole number of bytes').min(1, 'must be at least 1').optional(),
  KOKO_TTS_BASE_URL: optionalUrl(['http:', 'https:']),
  KOKO_TTS_API_KEY: optionalText(),
  KOKO_TTS_MODEL: optionalText(),
  KOKO_MUSIC_URL: optionalUrl(['http:', 'https:']),
  KOKO_MUSIC_API_KEY: optionalText(),
  KOKO_MUSIC_TIMEOUT_MS: z.coerce.number().int('must be a whole number of milliseconds').min(1000, 'must be at least 1000').max(1_800_000, 'must be at most 1800000').default(300_000),
  KOKO_ANIMATION_BASE_URL: optionalUrl(['http:', 'https:']),
  KOKO_ANIMATION_API_KEY: optionalText(),
  KOKO_STT_BASE_URL: optionalUrl(['http:', 'https:']),
  KOKO_STT_API_KEY: optionalText(),
  KOKO_STT_MODEL: optionalText(),
  KOKO_STT_TIMEOUT_MS: z.coerce.number().int('must be a whole number of milliseconds').min(1000, 'must be at least 1000').max(600_000, 'must be at most 600000').default(30_000),
  KOKO_AVATAR_BASE_URL: optionalUrl(['http:', 'https:']),
  KOKO_AVATAR_API_KEY: optionalText(),
  KOKO_AVATAR_TIMEOUT_MS: z.coerce.number().int('must be a whole number of milliseconds').min(1000, 'must be at least 1000').max(1_800_000, 'must be at most 1800000').default(180_000),
  KOKO_SKYBOX_BASE_URL: optionalUrl(['http:', 'https:']),
  KOKO_SKYBOX_API_KEY: optionalText(),
  KOKO_SKYBOX_MODEL: optionalText(),
  KOKO_SKYBOX_SIZE: optionalText().refine((v) => v === undefined || /^\d{3,4}x\d{3,4}$/.test(v), { message: 'must be WIDTHxHEIGHT in pixels, like 1792x1024' }),
  KOKO_MODEL_CALLS_PER_MINUTE: perUser(30, 'requests a minute'),
  KOKO_TASKS_PER_INSTANCE: perUser(2, 'tasks'),
  KOKO_TASKS_PER_USER: perUser(2, 'tasks'),
  KOKO_TASK_THREADS: perUser(1, 'threads'),
  KOKO_TASK_LEASE_MS: z.coerce.number().int('must be a whole number of milliseconds').min(1000, 'must be at least 1000').max(3_600_000, 'must be at most 3600000').default(30_000),
  KOKO_TASK_MAX_ATTEMPTS: perUser(3, 'attempts'),
  KOKO_GENERATE_PER_MINUTE: perUser(GENERATE_CALLS_PER_MINUTE, 'requests a minute'),
  KOKO_GENERATE_FREE_PER_DAY: koin(3),
  KOKO_GENERATE_KOIN: koin(10),
  KOKO_MODEL_CALL_BURST: perUser(10, 'requests'),
  KOKO_APP_STORE_URL: optionalUrl(['https:', 'http:']),
  KOKO_GOOGLE_PLAY_URL: optionalUrl(['https:', 'http:']),
  KOKO_APK_URL: optionalUrl(['https:', 'http:']),
  KOKO_COMMUNITY_URL: optionalUrl(['https:', 'http:']),
  KOKO_WEBAUTHN_RP_ID: optionalText().refine((v) => v === undefined || /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i.test(v), {
    message: 'must be a host name without scheme or port, like koko.example.com',
  }),
  KOKO_WEBAUTHN_ORIGINS: optionalText().refine((v) => v === undefined || v.split(',').every((part) => isUrlWith(part.trim(), ['https:', 'http:'])), {
    message: 'must be origins separated by commas, like https://koko.example.com',
  }),
  KOKO_WEBAUTHN_RP_NAME: optionalText(),
  KOKO_S3_BUCKET: optionalText().refine((v) => v === undefined || /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(v), { message: 'must be a bucket name: 3 to 63 lower-case letters, digits, dots or hyphens' }),
  KOKO_S3_ENDPOINT: optionalUrl(['http:', 'https:']),
  KOKO_S3_REGION: optionalText(),
  KOKO_S3_ACCESS_KEY_ID: optionalText(),
  KOKO_S3_SECRET_ACCESS_KEY: optionalText(),
  KOKO_S3_FORCE_PATH_STYLE: z.enum(['true', 'false', '1', '0', ''], { message: 'must be true or false' }).optional(),
  KOKO_MEDIA_PUBLIC_URL: optionalUrl(['http:', 'https:']),
  KOKO_UPLOAD_SECRET: optionalText().refine((v) => v === undefined || v.length >= 32, { message: 'must be at least 32 characters' }),
  KOKO_UPLOAD_MODEL_MAX_MB: megabytes(64),
  KOKO_UPLOAD_IMAGE_MAX_MB: megabytes(20),
  KOKO_UPLOAD_AUDIO_MAX_MB: megabytes(30),
  KOKO_UPLOAD_IMAGE_MAX_PIXELS: z.coerce.number({ message: 'must be a whole number of pixels' }).int('must be a whole number of pixels').min(1_000_000, 'must be at least 1000000').max(268_402_689, 'must be at most 268402689').default(40_000_000),
  KOKO_UPLOAD_AUDIO_MAX_SECONDS: z.coerce.number({ message: 'must be a whole number of seconds' }).int('must be a whole number of seconds').min(10, 'must be at least 10').max(7200, 'must be at most 7200').default(600),
  KOKO_REVIEW_APP_VERSIONS: optionalText().refine((v) => v === undefined || v.split(',').every((part) => /^\d+(\.\d+)*$/.test(part.trim())), {
    message: 'must be app versions separated by commas, like 1.6.0,1.6.1',
  }),
});

function optionalText() {
  return z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined));
}

function koin(fallback: number) {
  return z.coerce.number({ message: 'must be a whole number of koin' }).int('must be a whole number of koin').min(0, 'must not be negative').max(1_000_000, 'must be at most 1000000').default(fallback);
}

function megabytes(fallback: number) {
  const message = 'must be a whole number of megabytes from 1 to 2048';
  return z.coerce.number({ message }).int(message).min(1, message).max(2048, message).default(fallback);
}

function perUser(fallback: number, unit: string) {
  const message = `must be a whole number of ${unit} from 1 to 100000`;
  return z.coerce.number({ message }).int(message).min(1, message).max(100_000, message).default(fallback);
}

export type EnvInput = Record<string, string | undefined>;

export interface Env {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  backendUrl?: string;
  publicUrl?: string;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  dbConnectRetries: number;
  /** How long a stopping server lets the replies under way finish before it stops them and gives their koin back. */
  shutdownGraceMs: number;
  /** Signs the web login's OAuth state; generated into the data folder when not set. */
  authSecret?: string;
  login: LoginProviders;
  /** Accounts whose verified email is listed here are internal whitelist admins (level 1). */
  adminEmails: string[];
  /** Who may make a local account: anyone (`open`), or only people an owner invited (`invite`). */
  signup: 'open' | 'invite';
  /** Mail for the accounts' links (verification, password reset); absent → the links are shown to the owner instead. */
  mail?: { smtpUrl: string; from: string };
  koin: KoinValues;
  /** The chat model: an OpenAI-compatible endpoint when a base URL is set, else the offline persona engine. */
  llm: LlmSettings;
  /** The model `npm run model -- pull` downloads: all three of URL, checksum and size, or none. */
  modelPull?: ModelPullSettings;
  /** The voice: an OpenAI-compatible `/audio/speech` when a base URL is set, else flite in WebAssembly. */
  tts: TtsSettings;
  /** Music and BGM: an HTTP music service when its URL is set, else the procedural composer. */
  music: MusicSettings;
  /** Animations from words: an HTTP provider that answers VRMA when a base URL is set, else the bundled motion library. */
  animation: AnimationSettings;
  /** Voice messages: an OpenAI-compatible `/audio/transcriptions` when a base URL is set, else the client's transcript. */
  stt: SttSettings;
  /** Avatar generation: an HTTP endpoint that answers a prompt with a VRM when a base URL is set, else the procedural character. */
  avatar: AvatarSettings;
  /** Space panoramas: an OpenAI-compatible images endpoint when a base URL is set, else the procedural painter. */
  skybox: SkyboxSettings;
  /**
   * Each user's budget of HTTP calls that reach a model (reply inspirations, touches, rephrases, transcribed voice
   * clips), shared by all of them: in Redis when REDIS_URL is set, else per instance.
   */
  modelCallLimit: RateLimit;
  /** The generation task engine (README "Creation: quotas and prices"). */
  tasks: TaskSettings;
  /** Where the native apps and the community are; each is offered only when set. */
  appLinks: AppLinks;
  /** Native app versions under store review: a request from one of them is in review (seed §3 inCheck). */
  reviewAppVersions: string[];
  /** Passkeys: the relying party and the origins allowed to use its passkeys. */
  webauthn: WebAuthnSettings;
  media: MediaSettings;
  uploads: UploadSettings;
}

/** Where media files live: KOKO_DATA_DIR/media, or an S3-compatible bucket when KOKO_S3_BUCKET is set. */
export interface MediaSettings {
  s3?: S3Settings;
  /** Where the files are published (a CDN in front of the bucket); the API's own media route when absent. */
  publicUrl?: string;
}

/** An S3-compatible bucket for the media store. */
export interface S3Settings {
  bucket: string;
  /** An S3-compatible server (MinIO, R2, Garage…); AWS's own endpoint for the region when absent. */
  endpoint?: string;
  region: string;
  /** Both or neither; neither → the SDK's usual credential chain (instance role, AWS_* variables). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** The bucket in the path (`endpoint/bucket/key`), as most self-hosted servers need, instead of in the host name. */
  forcePathStyle: boolean;
}

/** What users may upload (file/uploadSasString), per group of kinds. */
export interface UploadSettings {
  /** Signs upload URLs; generated into the data folder when not set (set it alike on every instance). */
  secret?: string;
  maxBytes: Record<UploadGroup, number>;
  maxImagePixels: number;
  maxAudioSeconds: number;
}

/**
 * Passkeys' relying party. `rpId` and `origins` come from KOKO_WEBAUTHN_RP_ID / KOKO_WEBAUTHN_ORIGINS, else from
 * KOKO_PUBLIC_URL; when neither is set each ceremony uses the origin of the page that began it.
 */
export interface WebAuthnSettings {
  rpId?: string;
  origins?: string[];
  rpName: string;
}

export type { AppLinks };

export interface LlmSettings {
  baseUrl?: string;
  apiKey?: string;
  model: string;
  /** How long to wait for the first token (the stream then has the same budget between tokens). */
  timeoutMs: number;
  /** A `.gguf` model in the data folder, served in-process when no base URL is set. */
  local: LocalLlmSettings;
}

/** The local model (node-llama-cpp): where its files are and how much of the machine it may use. */
export interface LocalLlmSettings {
  /** KOKO_DATA_DIR/models: the `.gguf` files `npm run model` manages. */
  modelsDir: string;
  /** Replies generated at once (context sequences); the others wait in line. */
  sequences: number;
  /** Replies that may wait in line; one more is refused as busy. */
  queue: number;
  contextSize: number;
  /** The longest reply, in tokens. */
  maxTokens: number;
  /** CPU threads for generation; 0 lets the runtime choose. */
  threads: number;
  /** Whether a GPU is used when one is found. */
  gpu: boolean;
}

/** Where `npm run model -- pull` downloads a model from, and what the file must be. */
export interface ModelPullSettings {
  url: string;
  sha256: string;
  size: number;
}

export interface TtsSettings {
  baseUrl?: string;
  apiKey?: string;
  model: string;
}

export interface MusicSettings {
  /** The full URL a brief is POSTed to (JSON in, MP3 out). */
  url?: string;
  apiKey?: string;
  /** The longest wait for one piece. */
  timeoutMs: number;
}

export interface AnimationSettings {
  baseUrl?: string;
  apiKey?: string;
}

export interface SkyboxSettings {
  baseUrl?: string;
  apiKey?: string;
  model: string;
  /** The size asked of the endpoint (its widest landscape size); the answer is fitted to 2:1. */
  size: string;
}

export interface SttSettings {
  baseUrl?: string;
  apiKey?: string;
  model: string;
  /** The longest wait for one transcription. */
  timeoutMs: number;
}

export interface AvatarSettings {
  /** The endpoint a prompt is POSTed to; it answers with the VRM file's bytes. */
  baseUrl?: string;
  apiKey?: string;
  /** The longest wait for one avatar. */
  timeoutMs: number;
}

/** Sign-in providers; one without a client id answers "Login not supported". */
export interface LoginProviders {
  google?: { clientId: string; clientSecret?: string; issuer: string };
  apple?: { clientId: string; clientSecret?: string; issuer: string };
  facebook?: { appId: string; appSecret?: string; graphUrl: string };
}

/** Koin paid by the server (seed §9: visitor 15, first sign-in 100; the daily values override the client's). */
export interface TaskSettings {
  /** Tasks one instance runs at once, and tasks one user has running at once across all instances. */
  perInstance: number;
  perUser: number;
  /** Worker threads for CPU-heavy generators. */
  threads: number;
  /** A running task whose instance has not renewed its lease for this long is taken up by another. */
  leaseMs: number;
  /** Runs of one task (the first and its automatic retries) before it fails for good. */
  maxAttempts: number;
  /** Generate/create calls one user may make a minute. */
  generateLimit: RateLimit;
  /** Free generations per user, per kind and per UTC day; each beyond costs `koinPrice`. */
  freePerDay: number;
  koinPrice: number;
}

export interface KoinValues {
  visitorBonus: number;
  registerBonus: number;
  sign: number;
  talk: number;
}

export class EnvError extends Error {
  constructor(readonly variable: string, readonly problem: string) {
    super(`${variable} ${problem}`);
    this.name = 'EnvError';
  }
}

/** Validates the settings; throws an EnvError naming the first bad variable. */
export function parseEnv(input: EnvInput = process.env): Env {
  const result = envSchema.safeParse(input);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const variable = String(issue.path[0] ?? 'environment');
    const got = input[variable];
    throw new EnvError(variable, `${issue.message}${got === undefined ? '' : ` (got "${got}")`}`);
  }
  const e = result.data;
  // Mailed links must name the server: a link from the site's root means nothing in a mailbox.
  if (e.KOKO_SMTP_URL && !e.KOKO_PUBLIC_URL) throw new EnvError('KOKO_SMTP_URL', 'needs KOKO_PUBLIC_URL too: the links it mails must name the server');
  if (!e.KOKO_S3_ACCESS_KEY_ID !== !e.KOKO_S3_SECRET_ACCESS_KEY) throw new EnvError(e.KOKO_S3_ACCESS_KEY_ID ? 'KOKO_S3_SECRET_ACCESS_KEY' : 'KOKO_S3_ACCESS_KEY_ID', 'must be set together with the other S3 key (or neither, for the SDK\'s own credentials)');
  const s3Setting = ['KOKO_S3_ENDPOINT', 'KOKO_S3_REGION', 'KOKO_S3_ACCESS_KEY_ID', 'KOKO_S3_FORCE_PATH_STYLE'].find((name) => e[name as keyof typeof e]);
  if (s3Setting && !e.KOKO_S3_BUCKET) throw new EnvError(s3Setting, 'needs KOKO_S3_BUCKET too: the media store is on local disk without a bucket');
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.KOKO_DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    backendUrl: e.KOKO_BACKEND_URL ? trimSlash(e.KOKO_BACKEND_URL) : undefined,
    publicUrl: e.KOKO_PUBLIC_URL ? trimSlash(e.KOKO_PUBLIC_URL) : undefined,
    logLevel: e.KOKO_LOG_LEVEL,
    dbConnectRetries: e.KOKO_DB_CONNECT_RETRIES,
    shutdownGraceMs: e.KOKO_SHUTDOWN_GRACE_MS,
    authSecret: e.KOKO_AUTH_SECRET,
    login: {
      google: e.KOKO_GOOGLE_CLIENT_ID
        ? { clientId: e.KOKO_GOOGLE_CLIENT_ID, clientSecret: e.KOKO_GOOGLE_CLIENT_SECRET, issuer: trimSlash(e.KOKO_GOOGLE_ISSUER ?? 'https://accounts.google.com') }
        : undefined,
      apple: e.KOKO_APPLE_CLIENT_ID
        ? { clientId: e.KOKO_APPLE_CLIENT_ID, clientSecret: e.KOKO_APPLE_CLIENT_SECRET, issuer: trimSlash(e.KOKO_APPLE_ISSUER ?? 'https://appleid.apple.com') }
        : undefined,
      facebook: e.KOKO_FACEBOOK_APP_ID
        ? { appId: e.KOKO_FACEBOOK_APP_ID, appSecret: e.KOKO_FACEBOOK_APP_SECRET, graphUrl: trimSlash(e.KOKO_FACEBOOK_GRAPH_URL ?? 'https://graph.facebook.com') }
        : undefined,
    },
    adminEmails: (e.KOKO_ADMIN_EMAILS ?? '').split(',').map((v) => v.trim().toLowerCase()).filter(Boolean),
    signup: e.KOKO_SIGNUP,
    mail: e.KOKO_SMTP_URL ? { smtpUrl: e.KOKO_SMTP_URL, from: e.KOKO_MAIL_FROM ?? `KOKO <no-reply@${mailHost(e.KOKO_PUBLIC_URL)}>` } : undefined,
    koin: { visitorBonus: e.KOKO_KOIN_VISITOR_BONUS, registerBonus: e.KOKO_KOIN_REGISTER_BONUS, sign: e.KOKO_KOIN_SIGN, talk: e.KOKO_KOIN_TALK },
    llm: {
      baseUrl: e.KOKO_LLM_BASE_URL ? trimSlash(e.KOKO_LLM_BASE_URL) : undefined,
      apiKey: e.KOKO_LLM_API_KEY,
      model: e.KOKO_LLM_MODEL ?? 'gpt-4o-mini',
      timeoutMs: e.KOKO_LLM_TIMEOUT_MS,
      local: {
        modelsDir: path.join(path.resolve(e.KOKO_DATA_DIR), 'models'),
        sequences: e.KOKO_LLM_LOCAL_SEQUENCES,
        queue: e.KOKO_LLM_LOCAL_QUEUE,
        contextSize: e.KOKO_LLM_LOCAL_CONTEXT,
        maxTokens: e.KOKO_LLM_LOCAL_MAX_TOKENS,
        threads: e.KOKO_LLM_LOCAL_THREADS,
        gpu: e.KOKO_LLM_LOCAL_GPU === 'auto',
      },
    },
    modelPull: modelPullSettings(e.KOKO_MODEL_PULL_URL, e.KOKO_MODEL_PULL_SHA256, e.KOKO_MODEL_PULL_SIZE),
    tts: { baseUrl: e.KOKO_TTS_BASE_URL ? trimSlash(e.KOKO_TTS_BASE_URL) : undefined, apiKey: e.KOKO_TTS_API_KEY, model: e.KOKO_TTS_MODEL ?? 'tts-1' },
    music: { url: e.KOKO_MUSIC_URL, apiKey: e.KOKO_MUSIC_API_KEY, timeoutMs: e.KOKO_MUSIC_TIMEOUT_MS },
    animation: { baseUrl: e.KOKO_ANIMATION_BASE_URL ? trimSlash(e.KOKO_ANIMATION_BASE_URL) : undefined, apiKey: e.KOKO_ANIMATION_API_KEY },
    stt: { baseUrl: e.KOKO_STT_BASE_URL ? trimSlash(e.KOKO_STT_BASE_URL) : undefined, apiKey: e.KOKO_STT_API_KEY, model: e.KOKO_STT_MODEL ?? 'whisper-1', timeoutMs: e.KOKO_STT_TIMEOUT_MS },
    avatar: { baseUrl: e.KOKO_AVATAR_BASE_URL ? trimSlash(e.KOKO_AVATAR_BASE_URL) : undefined, apiKey: e.KOKO_AVATAR_API_KEY, timeoutMs: e.KOKO_AVATAR_TIMEOUT_MS },
    skybox: { baseUrl: e.KOKO_SKYBOX_BASE_URL ? trimSlash(e.KOKO_SKYBOX_BASE_URL) : undefined, apiKey: e.KOKO_SKYBOX_API_KEY, model: e.KOKO_SKYBOX_MODEL ?? 'dall-e-3', size: e.KOKO_SKYBOX_SIZE ?? '1792x1024' },
    modelCallLimit: { perMinute: e.KOKO_MODEL_CALLS_PER_MINUTE, burst: e.KOKO_MODEL_CALL_BURST },
    tasks: {
      perInstance: e.KOKO_TASKS_PER_INSTANCE,
      perUser: e.KOKO_TASKS_PER_USER,
      threads: e.KOKO_TASK_THREADS,
      leaseMs: e.KOKO_TASK_LEASE_MS,
      maxAttempts: e.KOKO_TASK_MAX_ATTEMPTS,
      generateLimit: { perMinute: e.KOKO_GENERATE_PER_MINUTE, burst: e.KOKO_GENERATE_PER_MINUTE },
      freePerDay: e.KOKO_GENERATE_FREE_PER_DAY,
      koinPrice: e.KOKO_GENERATE_KOIN,
    },
    appLinks: { appStore: e.KOKO_APP_STORE_URL, googlePlay: e.KOKO_GOOGLE_PLAY_URL, apk: e.KOKO_APK_URL, community: e.KOKO_COMMUNITY_URL },
    reviewAppVersions: (e.KOKO_REVIEW_APP_VERSIONS ?? '').split(',').map((v) => v.trim()).filter(Boolean),
    webauthn: webauthnSettings(e.KOKO_WEBAUTHN_RP_ID, e.KOKO_WEBAUTHN_ORIGINS, e.KOKO_PUBLIC_URL, e.KOKO_WEBAUTHN_RP_NAME),
    media: {
      s3: e.KOKO_S3_BUCKET
        ? {
            bucket: e.KOKO_S3_BUCKET,
            endpoint: e.KOKO_S3_ENDPOINT ? trimSlash(e.KOKO_S3_ENDPOINT) : undefined,
            region: e.KOKO_S3_REGION ?? 'us-east-1',
            accessKeyId: e.KOKO_S3_ACCESS_KEY_ID,
            secretAccessKey: e.KOKO_S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.KOKO_S3_FORCE_PATH_STYLE === 'true' || e.KOKO_S3_FORCE_PATH_STYLE === '1',
          }
        : undefined,
      publicUrl: e.KOKO_MEDIA_PUBLIC_URL ? trimSlash(e.KOKO_MEDIA_PUBLIC_URL) : undefined,
    },
    uploads: {
      secret: e.KOKO_UPLOAD_SECRET,
      maxBytes: { model: e.KOKO_UPLOAD_MODEL_MAX_MB * MB, image: e.KOKO_UPLOAD_IMAGE_MAX_MB * MB, audio: e.KOKO_UPLOAD_AUDIO_MAX_MB * MB },
      maxImagePixels: e.KOKO_UPLOAD_IMAGE_MAX_PIXELS,
      maxAudioSeconds: e.KOKO_UPLOAD_AUDIO_MAX_SECONDS,
    },
  };
}

/** The pull settings are all set or none: a download is only kept once its checksum and size are known to match. */
function modelPullSettings(url: string | undefined, sha256: string | undefined, size: number | undefined): ModelPullSettings | undefined {
  if (!url && !sha256 && size === undefined) return undefined;
  const missing = !url ? 'KOKO_MODEL_PULL_URL' : !sha256 ? 'KOKO_MODEL_PULL_SHA256' : size === undefined ? 'KOKO_MODEL_PULL_SIZE' : undefined;
  if (missing) throw new EnvError(missing, 'must be set with the other KOKO_MODEL_PULL_* settings: a model is downloaded only with its URL, sha256 and size');
  return { url: url!, sha256: sha256!.toLowerCase(), size: size! };
}

/** The host of the public URL for the default sender address; `localhost` without one. */
function mailHost(publicUrl: string | undefined): string {
  return publicUrl ? new URL(publicUrl).hostname : 'localhost';
}

/** The relying party from its own settings, else from the public origin; an origin outside the RP ID stops the start. */
function webauthnSettings(rpIdSetting: string | undefined, originsSetting: string | undefined, publicUrl: string | undefined, rpName: string | undefined): WebAuthnSettings {
  const origins = originsSetting ? originsSetting.split(',').map((v) => new URL(v.trim()).origin) : publicUrl ? [new URL(publicUrl).origin] : undefined;
  const rpId = rpIdSetting?.toLowerCase() ?? (origins ? new URL(origins[0]!).hostname : undefined);
  const outside = rpId && origins?.find((origin) => !originFitsRpId(origin, rpId));
  if (outside) throw new EnvError(originsSetting ? 'KOKO_WEBAUTHN_ORIGINS' : 'KOKO_PUBLIC_URL', `must be on the passkeys' RP ID ${rpId} or below it (got "${outside}")`);
  return { rpId, origins, rpName: rpName ?? 'KOKO' };
}

/** WebAuthn's rule: a page may use an RP ID that is its host or a parent domain of it. */
export function originFitsRpId(origin: string, rpId: string): boolean {
  const host = new URL(origin).hostname.toLowerCase();
  return host === rpId || host.endsWith(`.${rpId}`);
}

const MB = 1024 * 1024;
const trimSlash = (url: string) => url.replace(/\/+$/, '');
