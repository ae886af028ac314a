import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * For tests only: a local OpenAI-compatible `/chat/completions` endpoint whose every answer is
 * scripted by the test, so retries, cuts and timeouts can be provoked on purpose.
 */
export interface RecordedRequest {
  body: { model?: string; stream?: boolean; messages?: { role: string; content: string }[] };
  headers: http.IncomingHttpHeaders;
  /** Resolves when the client closes the connection before the answer ended. */
  abandoned: Promise<void>;
}

export type Answer = (res: http.ServerResponse, request: RecordedRequest) => void | Promise<void>;

export interface StandIn {
  url: string;
  requests: RecordedRequest[];
  stop(): Promise<void>;
}

/** Answers request n with `answers[n]`, the last one again for any later request. */
export async function startStandIn(answers: Answer[]): Promise<StandIn> {
  const requests: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const abandoned = new Promise<void>((resolve) => res.on('close', () => !res.writableEnded && resolve()));
      const request: RecordedRequest = { body: JSON.parse(raw || '{}'), headers: req.headers, abandoned };
      requests.push(request);
      void answers[Math.min(requests.length, answers.length) - 1]!(res, request);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const chunk = (content: string, finish?: string) => `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content }, finish_reason: finish ?? null }] })}\n\n`;

/** A whole stream: the pieces, a finish reason and `[DONE]`. */
export const streamAnswer =
  (pieces: string[]): Answer =>
  (res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    for (const piece of pieces) res.write(chunk(piece));
    res.write(chunk('', 'stop'));
    res.end('data: [DONE]\n\n');
  };

export const jsonAnswer =
  (content: string): Answer =>
  (res) => {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content } }] }));
  };

export const statusAnswer =
  (status: number, headers: Record<string, string> = {}): Answer =>
  (res) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify({ error: { message: `status ${status}` } }));
  };

/** Headers, then nothing: the first token never comes. */
export const silentAnswer: Answer = (res) => {
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  res.flushHeaders();
};
