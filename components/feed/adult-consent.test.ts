import { adultConsentGiven, confirmAdultConsent } from './adult-consent';

/** A browser's storage for the node test environment. */
function fakeStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

describe('adult consent (seed §3 clearShowNSFW)', () => {
  const globals = globalThis as unknown as { localStorage?: unknown };
  afterEach(() => delete globals.localStorage);

  it('is not given until the person says Yes, and then stays given in this browser', () => {
    const storage = fakeStorage();
    globals.localStorage = storage;
    expect(adultConsentGiven()).toBe(false);
    confirmAdultConsent();
    expect(adultConsentGiven()).toBe(true);
    // In the form earlier versions of the app kept it, so an answer given before an update still counts.
    expect(JSON.parse(storage.items.get('koko-adult-consent')!)).toEqual({ state: { clearShowNSFW: true }, version: 0 });
  });

  it('reads an answer stored by an earlier version, and takes anything else for no answer', () => {
    globals.localStorage = fakeStorage({ 'koko-adult-consent': JSON.stringify({ state: { clearShowNSFW: true }, version: 0 }) });
    expect(adultConsentGiven()).toBe(true);
    for (const stored of ['{"state":{"clearShowNSFW":false},"version":0}', '{"state":{"clearShowNSFW":"yes"}}', 'not json', 'null']) {
      globals.localStorage = fakeStorage({ 'koko-adult-consent': stored });
      expect(adultConsentGiven()).toBe(false);
    }
  });

  it('is not given where storage is blocked', () => {
    globals.localStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(adultConsentGiven()).toBe(false);
  });
});
