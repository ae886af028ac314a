import type { Bus } from './bus';
import { createBus } from './create-bus';

const kinds: [string, () => string | undefined][] = [
  ['memory', () => undefined],
  ['redis', () => process.env.TEST_REDIS_URL],
];

describe.each(kinds)('bus [%s]', (_kind, url) => {
  let a: Bus;
  let b: Bus;
  beforeAll(async () => {
    a = await createBus(url());
    // Two Redis buses stand for two instances; the memory bus is one process, so it talks to itself.
    b = url() ? await createBus(url()) : a;
  });
  afterAll(async () => {
    await a.close();
    if (b !== a) await b.close();
  });

  it('delivers a published message to every subscriber of the channel', async () => {
    const channel = `test:${Math.random()}`;
    const got: string[] = [];
    const done = new Promise<void>((resolve) => {
      void b.subscribe(channel, (m) => {
        got.push(m);
        resolve();
      });
    });
    await new Promise((r) => setTimeout(r, 50));
    await a.publish(channel, '7 {"kind":"kick"}');
    await done;
    expect(got).toEqual(['7 {"kind":"kick"}']);
  });

  it('stops delivering after unsubscribe', async () => {
    const channel = `test:${Math.random()}`;
    const got: string[] = [];
    const off = await b.subscribe(channel, (m) => got.push(m));
    await off();
    await a.publish(channel, '1');
    await new Promise((r) => setTimeout(r, 100));
    expect(got).toEqual([]);
  });
});
