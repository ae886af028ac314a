import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Settings } from '@/server/env';
import { isValidMediaKey, mediaContentType, type MediaStore } from './media-store';

/** What an S3 answer for a key that names no object looks like (GetObject says NoSuchKey, HeadObject only 404). */
const isMissing = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/** The media store in an S3-compatible bucket (DESIGN §1 scale-out): every instance sees the same files. */
export function createS3MediaStore(settings: S3Settings): MediaStore & { client: S3Client } {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.accessKeyId && settings.secretAccessKey ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } : undefined,
    // Checksums only where S3 demands them: a presigned PUT must not carry the checksum of an empty body, and
    // not every S3-compatible server knows the newer checksum headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  const checked = (key: string) => {
    if (!isValidMediaKey(key)) throw new Error(`invalid media key: ${JSON.stringify(key)}`);
    return key;
  };
  const head = async (key: string) => {
    if (!isValidMediaKey(key)) return undefined;
    try {
      return await client.send(new HeadObjectCommand({ Bucket, Key: key }));
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  };
  return {
    client,
    async put(key, body) {
      // One PUT replaces the object whole: readers see the old one or the new one.
      await client.send(new PutObjectCommand({ Bucket, Key: checked(key), Body: body, ContentType: mediaContentType(key), ContentLength: body.length }));
    },
    async get(key) {
      if (!isValidMediaKey(key)) return undefined;
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async has(key) {
      return (await head(key)) !== undefined;
    },
    async size(key) {
      return (await head(key))?.ContentLength;
    },
    async delete(key) {
      if (!isValidMediaKey(key)) return;
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async directUpload(key, { contentType, bytes, expiresInSeconds }) {
      const command = new PutObjectCommand({ Bucket, Key: checked(key), ContentType: contentType, ...(bytes !== undefined ? { ContentLength: bytes } : {}) });
      const signed = new Set(['content-type', ...(bytes !== undefined ? ['content-length'] : [])]);
      const url = await getSignedUrl(client, command, { expiresIn: expiresInSeconds, signableHeaders: signed, unhoistableHeaders: signed });
      return { url, headers: { 'content-type': contentType, ...(bytes !== undefined ? { 'content-length': String(bytes) } : {}) } };
    },
  };
}
