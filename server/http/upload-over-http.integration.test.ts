import http from 'node:http';
import type { Envelope } from '@/lib/contracts/envelope';
import type { UploadTicket } from '@/lib/contracts/uploads';
import { users } from '@/server/db/schema';
import { startChatServer, type ChatServer } from '@/server/test/chat-server';

/**
 * Over a real socket: a declared length over the cap is answered before the body is sent, not after it is read.
 * The database plays no part here (the same check runs on both in uploads.integration.test.ts), so PGlite only.
 */
describe('an upload declaring 2 GB over HTTP', () => {
  let server: ChatServer;
  let token: string;

  beforeAll(async () => {
    server = await startChatServer('pglite');
    const { runtime } = server.running;
    const [user] = await runtime.database.db.insert(users).values({ source: 'google', subject: `http-upload-${Date.now()}`, name: 'Uploader' }).returning();
    token = await runtime.services.users.startSession(user!.id);
  });
  afterAll(() => server.stop());

  it('is refused with 413 while the client has sent only its headers and a few bytes', async () => {
    const answer = await fetch(`http://127.0.0.1:${server.port}/koko/app/api/file/uploadSasString?fileName=huge.vrm`, { headers: { 'x-auth': token } });
    const ticket = ((await answer.json()) as Envelope<UploadTicket>).data;
    const url = new URL(ticket.url);
    const result = await new Promise<{ status: number; body: string; sentBytes: number }>((resolve, reject) => {
      let sentBytes = 0;
      const request = http.request({ host: '127.0.0.1', port: server.port, method: 'PUT', path: `${url.pathname}${url.search}`, headers: { ...ticket.headers, 'content-length': String(2 * 1024 * 1024 * 1024) } }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => {
          request.destroy();
          resolve({ status: response.statusCode ?? 0, body, sentBytes });
        });
      });
      request.on('error', reject);
      const chunk = Buffer.alloc(1024, 0x41);
      request.write(chunk);
      sentBytes += chunk.length;
    });
    expect(result.status).toBe(413);
    expect(JSON.parse(result.body)).toMatchObject({ code: 413 });
    expect(result.sentBytes).toBe(1024);
  });
});
