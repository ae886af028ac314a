/** Where generated and uploaded files live: local disk by default (DESIGN §1). */
export interface MediaStore {
  put(key: string, body: Buffer): Promise<void>;
  /** undefined when the key names no file (nothing there, a folder, or an invalid key). */
  get(key: string): Promise<Buffer | undefined>;
  /** Whether the key names a file. */
  has(key: string): Promise<boolean>;
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
