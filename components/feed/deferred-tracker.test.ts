import { deferredTracker } from './deferred-tracker';
import type { ExposedCard, ExposureBatch } from './exposure-rules';
import { EXPOSURE_DEBOUNCE_MS, EXPOSURE_DELAY_MS } from './exposure-rules';
import * as trackerModule from './exposure-tracker';

const card = (feedId: number): ExposedCard => ({ feedId, pageNum: 1, recommendationId: 'r1', impressions: [feedId] });

/** The tracker's code "arriving": a load the test lets finish when it chooses. */
function controlledLoad() {
  let arrive!: () => void;
  const loaded = new Promise<typeof trackerModule>((resolve) => (arrive = () => resolve(trackerModule)));
  const load = jest.fn(() => loaded);
  return { load, arrive: async () => (arrive(), await loaded, await Promise.resolve()) };
}

describe('deferredTracker', () => {
  let sent: ExposureBatch[];
  beforeEach(() => {
    jest.useFakeTimers();
    sent = [];
  });
  afterEach(() => jest.useRealTimers());

  it('fetches the tracker with the first card seen, and hands over what was seen meanwhile', async () => {
    const { load, arrive } = controlledLoad();
    const tracker = deferredTracker((batch) => sent.push(batch), load);
    expect(load).not.toHaveBeenCalled();

    tracker.visibility(card(1), 1);
    tracker.visibility(card(2), 0.9);
    tracker.visibility(card(3), 1);
    tracker.visibility(card(3), 0.2); // scrolled away again before the code came
    expect(load).toHaveBeenCalledTimes(1);
    await arrive();

    jest.advanceTimersByTime(EXPOSURE_DELAY_MS + EXPOSURE_DEBOUNCE_MS);
    expect(sent).toEqual([{ feedIdList: [1, 2], recommendationId: 'r1', pageNum: 1, impressions: [1, 2] }]);

    // From then on it is the tracker itself.
    tracker.visibility(card(4), 1);
    jest.advanceTimersByTime(EXPOSURE_DELAY_MS + EXPOSURE_DEBOUNCE_MS);
    expect(sent.map((b) => b.feedIdList)).toEqual([[1, 2], [4]]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a card that left before the code came, and makes nothing for a list already gone', async () => {
    const first = controlledLoad();
    const tracker = deferredTracker((batch) => sent.push(batch), first.load);
    tracker.visibility(card(1), 1);
    tracker.visibility(card(2), 1);
    tracker.forget(1);
    await first.arrive();
    jest.advanceTimersByTime(EXPOSURE_DELAY_MS + EXPOSURE_DEBOUNCE_MS);
    expect(sent.map((b) => b.feedIdList)).toEqual([[2]]);

    const second = controlledLoad();
    const gone = deferredTracker((batch) => sent.push(batch), second.load);
    gone.visibility(card(5), 1);
    gone.dispose();
    await second.arrive();
    jest.advanceTimersByTime(EXPOSURE_DELAY_MS + EXPOSURE_DEBOUNCE_MS);
    expect(sent.map((b) => b.feedIdList)).toEqual([[2]]);
  });
});
