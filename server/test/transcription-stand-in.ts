import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the stand-in received in one transcription request. */
export interface TranscriptionCall {
  authorization?: string;
  model: string;
  language?: string;
  responseFormat?: string;
  fileName: string;
  fileType: string;
  bytes: Buffer;
}

/**
 * For tests: a local OpenAI-compatible `/audio/transcriptions`. It answers `text` (and `duration`) from
 * `answer`; `status` makes it fail, `delayMs` makes it slow, `raw` sends a body that is not the usual JSON.
 */
export async function startTranscriptionStandIn(options: { answer?: (call: TranscriptionCall) => { text: string; duration?: number }; status?: number; delayMs?: number; raw?: string } = {}) {
  const calls: TranscriptionCall[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      if (req.url !== '/v1/audio/transcriptions' || req.method !== 'POST') return void res.writeHead(404).end();
      const form = await new Response(Buffer.concat(chunks), { headers: { 'content-type': req.headers['content-type'] ?? '' } }).formData();
      const file = form.get('file') as File;
      const call: TranscriptionCall = {
        authorization: req.headers.authorization,
        model: String(form.get('model')),
        language: form.get('language') === null ? undefined : String(form.get('language')),
        responseFormat: form.get('response_format') === null ? undefined : String(form.get('response_format')),
        fileName: file.name,
        fileType: file.type,
        bytes: Buffer.from(await file.arrayBuffer()),
      };
      calls.push(call);
      setTimeout(() => {
        if (res.destroyed) return;
        if (options.status) return void res.writeHead(options.status, { 'content-type': 'application/json' }).end('{"error":{"message":"no"}}');
        if (options.raw !== undefined) return void res.writeHead(200, { 'content-type': 'application/json' }).end(options.raw);
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(options.answer?.(call) ?? { text: 'hello' }));
      }, options.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    calls,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
