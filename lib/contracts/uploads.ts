import { z } from 'zod';
import type { VoiceFormat } from './voice';

/**
 * Files a user uploads to the media store through `file/uploadSasString` (seed §7): what each kind is, by the
 * extension its key ends in. The bytes must be that kind (DESIGN §6: checked by content, not by name).
 */
export const UPLOAD_GROUPS = ['model', 'image', 'audio'] as const;
export type UploadGroup = (typeof UPLOAD_GROUPS)[number];

export const UPLOAD_KINDS = {
  vrm: { group: 'model', contentType: 'model/gltf-binary' },
  glb: { group: 'model', contentType: 'model/gltf-binary' },
  png: { group: 'image', contentType: 'image/png' },
  jpg: { group: 'image', contentType: 'image/jpeg' },
  webp: { group: 'image', contentType: 'image/webp' },
  wav: { group: 'audio', contentType: 'audio/wav' },
  mp3: { group: 'audio', contentType: 'audio/mpeg' },
  ogg: { group: 'audio', contentType: 'audio/ogg' },
  webm: { group: 'audio', contentType: 'audio/webm' },
  m4a: { group: 'audio', contentType: 'audio/mp4' },
} as const satisfies Record<string, { group: UploadGroup; contentType: string }>;
export type UploadKind = keyof typeof UPLOAD_KINDS;
export const UPLOAD_KIND_NAMES = Object.keys(UPLOAD_KINDS) as UploadKind[];

/** The audio container each audio kind must really be (the voice messages' sniffer names them so). */
export const AUDIO_CONTAINERS: Record<Extract<UploadKind, 'wav' | 'mp3' | 'ogg' | 'webm' | 'm4a'>, VoiceFormat> = {
  wav: 'wav',
  mp3: 'mpeg',
  ogg: 'ogg',
  webm: 'webm',
  m4a: 'mp4',
};

/** Other spellings of an extension a file name may end in. */
const ALIASES: Record<string, UploadKind> = { jpeg: 'jpg' };

/** The kind a file name announces by its extension; undefined when it is not one we take. */
export function uploadKindOf(fileName: string): UploadKind | undefined {
  const dot = fileName.lastIndexOf('.');
  if (dot < 0) return undefined;
  const ext = fileName.slice(dot + 1).trim().toLowerCase();
  return (Object.hasOwn(UPLOAD_KINDS, ext) ? (ext as UploadKind) : undefined) ?? ALIASES[ext];
}

/** How long an upload URL lives unless `keepOn` asks otherwise, and the longest it may ask for (seconds). */
export const UPLOAD_URL_TTL_SECONDS = 600;
export const MAX_UPLOAD_URL_TTL_SECONDS = 3600;
export const MIN_UPLOAD_URL_TTL_SECONDS = 60;

export const uploadSasQuerySchema = z.object({
  fileName: z.string().trim().min(1).max(200).describe('The file to upload; its extension says what it is (vrm, glb, png, jpg, webp, wav, mp3, ogg, webm, m4a)'),
  keepOn: z.coerce
    .number()
    .int()
    .min(MIN_UPLOAD_URL_TTL_SECONDS)
    .max(MAX_UPLOAD_URL_TTL_SECONDS)
    .optional()
    .describe(`How many seconds the upload URL stays valid (default ${UPLOAD_URL_TTL_SECONDS})`),
  size: z.coerce.number().int().positive().optional().describe('The file size in bytes, when known: refused at once when over the limit, and signed into an S3 upload URL'),
});
export type UploadSasQuery = z.infer<typeof uploadSasQuerySchema>;

export const uploadTicketSchema = z.object({
  /** Where to send the file, with `method` and exactly `headers`. */
  url: z.string(),
  method: z.literal('PUT'),
  headers: z.record(z.string(), z.string()),
  /** The one object this URL writes, and where it is served once stored. */
  key: z.string(),
  fileUrl: z.string(),
  kind: z.enum(UPLOAD_KIND_NAMES as [UploadKind, ...UploadKind[]]),
  maxBytes: z.number().int(),
  expiresAt: z.string(),
  /** The signed ticket: what `file/confirmUpload` takes. */
  sas: z.string(),
  /** True when the file goes straight to the object store: call `file/confirmUpload` after the PUT. */
  confirm: z.boolean(),
});
export type UploadTicket = z.infer<typeof uploadTicketSchema>;

export const confirmUploadBodySchema = z.object({ sas: z.string().min(1).max(2048) });

export const uploadedFileSchema = z.object({
  key: z.string(),
  url: z.string(),
  kind: z.enum(UPLOAD_KIND_NAMES as [UploadKind, ...UploadKind[]]),
  contentType: z.string(),
  bytes: z.number().int(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
  durationMs: z.number().int().optional(),
  /** For a VRM: 0 for VRM 0.x, 1 for VRM 1.0. */
  vrmVersion: z.union([z.literal(0), z.literal(1)]).optional(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** `/app/api/file/cdn` (seed §7, cached 24 h): where media files are served; a key's URL is `${cdn}/${key}`. */
export const mediaCdnSchema = z.object({ cdn: z.string() });

export const uploadLimitsSchema = z.object({
  kinds: z.array(z.object({ kind: z.string(), group: z.enum(UPLOAD_GROUPS), contentType: z.string(), maxBytes: z.number().int() })),
  maxImagePixels: z.number().int(),
  maxAudioSeconds: z.number().int(),
  urlTtlSeconds: z.number().int(),
  maxUrlTtlSeconds: z.number().int(),
});
export type UploadLimits = z.infer<typeof uploadLimitsSchema>;

/** `/app/api/webConfig` (seed §7, read with a 10 s timeout): what the web app needs to know of the server. */
export const webConfigSchema = z.object({ cdn: z.string(), uploads: uploadLimitsSchema });
export type WebConfig = z.infer<typeof webConfigSchema>;
