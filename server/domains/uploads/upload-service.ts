import { randomUUID } from 'node:crypto';
import {
  MAX_UPLOAD_URL_TTL_SECONDS,
  UPLOAD_KIND_NAMES,
  UPLOAD_KINDS,
  UPLOAD_URL_TTL_SECONDS,
  uploadKindOf,
  type UploadedFile,
  type UploadLimits as UploadLimitsDto,
  type UploadSasQuery,
  type UploadTicket,
} from '@/lib/contracts/uploads';
import type { SessionUser } from '@/server/domains/users/session-user';
import { ApiError, ErrorCode } from '@/server/errors';
import type { Logger } from '@/server/log';
import type { MediaStore } from '@/server/providers/media/media-store';
import { MEDIA_PATH, mediaUrl } from '@/server/providers/media/media-url';
import { checkUpload, tooLarge, type CheckedUpload, type UploadLimits } from './upload-checks';
import { readUploadTicket, signUploadTicket, userUploadFolder, type UploadTicketClaims } from './upload-ticket';
import type { UploadTicketRepository } from './upload-ticket-repository';

/**
 * Where a file sent straight to the object store waits until its confirm call has checked it. The media route
 * never serves this folder, so a presigned URL used again after the check writes nothing anybody is shown.
 */
export const INCOMING_PREFIX = 'incoming/';

export const SIGN_IN_TO_UPLOAD = 'Please log in to upload files';
const TICKET_PROBLEMS = {
  malformed: 'This upload link is not valid; ask for a new one',
  signature: 'This upload link is not valid; ask for a new one',
  expired: 'This upload link has expired; ask for a new one',
} as const;
export const TICKET_USED = 'This upload link has already been used; ask for a new one';

/** What reads the request body: at most `maxBytes`, else refused with 413 before more is read. */
export type BodyReader = (maxBytes: number) => Promise<Buffer>;

/**
 * Uploads (seed §7 `file/uploadSasString`): a signed, short-lived URL for exactly one object in the user's
 * folder of the media store, then the file checked by its content before it is kept (DESIGN §6). On local
 * disk the file comes through this server's own PUT route; with an S3 bucket it goes straight to the bucket
 * and the confirm call checks it there, deleting what fails.
 */
export class UploadService {
  private readonly now: () => number;

  constructor(
    private readonly deps: {
      media: MediaStore;
      tickets: UploadTicketRepository;
      secret: string;
      limits: UploadLimits;
      /** This server's public origin (KOKO_PUBLIC_URL), for the upload URLs it hands out; the request's own when absent. */
      serverUrl?: string;
      /** Where media files are published (KOKO_MEDIA_PUBLIC_URL); the API's media route when absent. */
      mediaPublicUrl?: string;
      log: Logger;
      now?: () => number;
    },
  ) {
    this.now = deps.now ?? Date.now;
  }

  get serverUrl(): string | undefined {
    return this.deps.serverUrl;
  }

  /** `file/cdn`: a stored key's URL is `${cdn}/${key}`. */
  get cdn(): string {
    return this.deps.mediaPublicUrl ?? MEDIA_PATH;
  }

  /** What may be uploaded and how large, for `webConfig`. */
  describeLimits(): UploadLimitsDto {
    const { maxBytes, maxImagePixels, maxAudioSeconds } = this.deps.limits;
    return {
      kinds: UPLOAD_KIND_NAMES.map((kind) => ({ kind, group: UPLOAD_KINDS[kind].group, contentType: UPLOAD_KINDS[kind].contentType, maxBytes: maxBytes[UPLOAD_KINDS[kind].group] })),
      maxImagePixels,
      maxAudioSeconds,
      urlTtlSeconds: UPLOAD_URL_TTL_SECONDS,
      maxUrlTtlSeconds: MAX_UPLOAD_URL_TTL_SECONDS,
    };
  }

  /** An upload URL for one new object; `uploadUrl` is where this server's own PUT route is reached. */
  async issue(caller: SessionUser, query: UploadSasQuery, uploadUrl: string): Promise<UploadTicket> {
    if (caller.isVisitor) throw new ApiError(ErrorCode.Forbidden, SIGN_IN_TO_UPLOAD);
    const kind = uploadKindOf(query.fileName);
    if (!kind) throw new ApiError(ErrorCode.UnsupportedMediaType, `fileName: only ${UPLOAD_KIND_NAMES.join(', ')} files are accepted`);
    const group = UPLOAD_KINDS[kind].group;
    const maxBytes = this.deps.limits.maxBytes[group];
    if (query.size !== undefined && query.size > maxBytes) throw tooLarge(group, this.deps.limits);
    const ttl = query.keepOn ?? UPLOAD_URL_TTL_SECONDS;
    const claims: UploadTicketClaims = {
      userId: caller.userId,
      key: `${userUploadFolder(caller.userId)}${randomUUID()}.${kind}`,
      kind,
      maxBytes,
      expiresAt: Math.floor(this.now() / 1000) + ttl,
      ...(query.size !== undefined ? { bytes: query.size } : {}),
    };
    const sas = signUploadTicket(claims, this.deps.secret);
    const contentType = UPLOAD_KINDS[kind].contentType;
    const direct = await this.deps.media.directUpload(INCOMING_PREFIX + claims.key, { contentType, bytes: claims.bytes, expiresInSeconds: ttl });
    return {
      url: direct?.url ?? `${uploadUrl}?sas=${sas}`,
      method: 'PUT',
      headers: direct?.headers ?? { 'content-type': contentType },
      key: claims.key,
      fileUrl: mediaUrl(claims.key),
      kind,
      maxBytes: claims.bytes ?? maxBytes,
      expiresAt: new Date(claims.expiresAt * 1000).toISOString(),
      sas,
      confirm: direct !== undefined,
    };
  }

  /**
   * A file PUT to this server's upload route: the ticket is checked, used, and the body read only when its
   * declared length fits; the file is stored only when its content passes.
   */
  async receive(
    sas: string,
    request: { caller?: SessionUser; declaredBytes?: number; contentType?: string; read: BodyReader },
  ): Promise<UploadedFile> {
    const claims = this.claimsOf(sas, request.caller);
    const expected = UPLOAD_KINDS[claims.kind].contentType;
    if (request.contentType !== undefined && request.contentType.split(';')[0]!.trim().toLowerCase() !== expected) {
      throw new ApiError(ErrorCode.UnsupportedMediaType, `file: send the file with Content-Type ${expected}`);
    }
    if (request.declaredBytes !== undefined) this.checkLength(claims, request.declaredBytes);
    await this.use(claims);
    const body = await request.read(claims.maxBytes);
    this.checkLength(claims, body.length);
    return this.keep(claims, await checkUpload(claims.kind, body, this.deps.limits));
  }

  /** After a PUT straight to the bucket: checks the object there and keeps it, or deletes it and says why. */
  async confirm(caller: SessionUser, sas: string): Promise<UploadedFile> {
    const claims = this.claimsOf(sas, caller);
    await this.use(claims);
    const incoming = INCOMING_PREFIX + claims.key;
    try {
      const size = await this.deps.media.size(incoming);
      if (size === undefined) throw new ApiError(ErrorCode.NotFound, 'Missing file, please upload it again.');
      this.checkLength(claims, size);
      const bytes = await this.deps.media.get(incoming);
      if (!bytes) throw new ApiError(ErrorCode.NotFound, 'Missing file, please upload it again.');
      this.checkLength(claims, bytes.length);
      return await this.keep(claims, await checkUpload(claims.kind, bytes, this.deps.limits));
    } finally {
      // Checked and copied, or refused: either way the waiting object goes.
      await this.deps.media.delete(incoming).catch((error: unknown) => this.deps.log.warn('an incoming upload could not be deleted', { key: incoming, error: String(error) }));
    }
  }

  private claimsOf(sas: string, caller: SessionUser | undefined): UploadTicketClaims {
    const reading = readUploadTicket(sas, this.deps.secret, this.now());
    if (!reading.ok) throw new ApiError(ErrorCode.Forbidden, TICKET_PROBLEMS[reading.problem]);
    // The URL is its own authority (like a presigned one); a session that comes with it must be its owner's.
    if (caller && caller.userId !== reading.claims.userId) throw new ApiError(ErrorCode.Forbidden, 'This upload link belongs to another account');
    return reading.claims;
  }

  private checkLength(claims: UploadTicketClaims, bytes: number): void {
    if (bytes > claims.maxBytes) throw tooLarge(UPLOAD_KINDS[claims.kind].group, this.deps.limits);
    if (claims.bytes !== undefined && bytes !== claims.bytes) throw new ApiError(ErrorCode.InvalidParams, `file: the file is ${bytes} bytes, not the ${claims.bytes} announced`);
  }

  private async use(claims: UploadTicketClaims): Promise<void> {
    const fresh = await this.deps.tickets.use({ key: claims.key, userId: claims.userId, expiresAt: new Date(claims.expiresAt * 1000) });
    if (!fresh) throw new ApiError(ErrorCode.Conflict, TICKET_USED);
    await this.deps.tickets.deleteExpired(new Date(this.now()));
  }

  private async keep(claims: UploadTicketClaims, checked: CheckedUpload): Promise<UploadedFile> {
    await this.deps.media.put(claims.key, checked.body);
    const { body, ...learned } = checked;
    return { key: claims.key, url: mediaUrl(claims.key), kind: claims.kind, bytes: body.length, ...learned };
  }
}
