/** Where generated and uploaded files live: local disk by default, an S3-compatible bucket to scale out (DESIGN §1). */
export interface MediaStore {
  /** Stores a whole file at once: a reader sees the old file or the new one, never half of it. */
  put(key: string, body: Buffer): Promise<void>;
  /** undefined when the key names no file (nothing there, a folder, or an invalid key). */
  get(key: string): Promise<Buffer | undefined>;
  /** Whether the key names a file. */
  has(key: string): Promise<boolean>;
  /** The file's size in bytes without reading it; undefined when the key names no file. */
  size(key: string): Promise<number | undefined>;
  /** Removes the file; nothing happens when there is none. */
  delete(key: string): Promise<void>;
  /**
   * A URL a client may PUT exactly this one object to, straight into the store (an S3 presigned PUT with its
   * type and, when given, its length signed in); undefined for a store that only this server writes (local disk).
   */
  directUpload(key: string, options: DirectUploadOptions): Promise<DirectUpload | undefined>;
}

export interface DirectUploadOptions {
  contentType: string;
  /** The exact length, signed into the URL when known. */
  bytes?: number;
  expiresInSeconds: number;
}

export interface DirectUpload {
  url: string;
  /** The headers the PUT must carry exactly as given (they are signed). */
  headers: Record<string, string>;
}

/** Keys are relative paths of lower-case words; nothing can climb out of the store. */
const KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)*$/;

export function isValidMediaKey(key: string): boolean {
  return key.length <= 200 && KEY.test(key) && !key.split('/').some((part) => part === '..' || part.startsWith('.'));
}

const TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  webm: 'audio/webm',
  m4a: 'audio/mp4',
  mp4: 'video/mp4',
  vrm: 'model/gltf-binary',
  glb: 'model/gltf-binary',
  json: 'application/json',
};

export function mediaContentType(key: string): string {
  return TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}
