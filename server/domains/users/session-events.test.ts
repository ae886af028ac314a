import { createMemoryBus } from '@/server/providers/bus/memory-bus';
import { announceSessionsEnded, readSessionsEnded, SESSIONS_ENDED } from './session-events';

describe('ended sessions on the bus', () => {
  it('are announced as JSON and read back, and an empty list is not announced', async () => {
    const bus = createMemoryBus();
    const got: string[] = [];
    await bus.subscribe(SESSIONS_ENDED, (message) => got.push(message));
    await announceSessionsEnded(bus, { userId: 7, sessionIds: [], reason: 'logout' });
    await announceSessionsEnded(bus, { userId: 7, sessionIds: [3, 4], reason: 'remote-login' });
    await Promise.resolve();
    expect(got.map(readSessionsEnded)).toEqual([{ userId: 7, sessionIds: [3, 4], reason: 'remote-login' }]);
    await bus.close();
  });

  it('reads nothing from a message that is not one', () => {
    for (const message of ['', 'not json', 'null', '{"userId":"7","sessionIds":[],"reason":"logout"}', '{"userId":7,"reason":"logout"}']) expect(readSessionsEnded(message)).toBeUndefined();
  });
});
