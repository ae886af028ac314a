import { EXPOSURE_DEBOUNCE_MS, EXPOSURE_DELAY_MS, type ExposedCard, type ExposureBatch } from './exposure-rules';
import { ExposureTracker } from './exposure-tracker';

const card = (feedId: number, pageNum = 1, recommendationId = 'r1'): ExposedCard => ({ feedId, pageNum, recommendationId, impressions: [feedId, feedId + 100] });

describe('ExposureTracker', () => {
  let sent: ExposureBatch[];
  let tracker: ExposureTracker;

  beforeEach(() => {
    jest.useFakeTimers();
    sent = [];
    tracker = new ExposureTracker((batch) => sent.push(batch));
  });
  afterEach(() => jest.useRealTimers());

  it('reports a card that stays 80 % visible for 800 ms, after the debounce', () => {
    tracker.visibility(card(1), 0.85);
    jest.advanceTimersByTime(EXPOSURE_DELAY_MS - 1);
    expect(sent).toEqual([]);
    jest.advanceTimersByTime(1 + EXPOSURE_DEBOUNCE_MS - 1);
    expect(sent).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(sent).toEqual([{ feedIdList: [1], recommendationId: 'r1', pageNum: 1, impressions: [1, 101] }]);
  });

  it('does not report a card that left before 800 ms', () => {
    tracker.visibility(card(1), 0.9);
    jest.advanceTimersByTime(EXPOSURE_DELAY_MS - 100);
    tracker.visibility(card(1), 0.5);
    jest.advanceTimersByTime(5000);
    expect(sent).toEqual([]);
  });

  it('does not count a card shown at less than 80 %', () => {
    tracker.visibility(card(1), 0.79);
    jest.advanceTimersByTime(5000);
    expect(sent).toEqual([]);
  });

  it('restarts the wait when a card comes back', () => {
    tracker.visibility(card(1), 1);
    jest.advanceTimersByTime(500);
    tracker.visibility(card(1), 0);
    tracker.visibility(card(1), 1);
    jest.advanceTimersByTime(500);
    expect(sent).toEqual([]);
    jest.advanceTimersByTime(EXPOSURE_DELAY_MS + EXPOSURE_DEBOUNCE_MS);
    expect(sent.map((b) => b.feedIdList)).toEqual([[1]]);
  });

  it('reports each card once per page view', () => {
    tracker.visibility(card(1), 1);
    jest.advanceTimersByTime(EXPOSURE_DELAY_MS + EXPOSURE_DEBOUNCE_MS);
    tracker.visibility(card(1), 0);
    tracker.visibility(card(1), 1);
    jest.advanceTimersByTime(10_000);
    expect(sent).toHaveLength(1);
  });

  it('sends cards seen together in one call per batch and page', () => {
    tracker.visibility(card(1, 1, 'r1'), 1);
    tracker.visibility(card(2, 1, 'r1'), 1);
    jest.advanceTimersByTime(100);
    tracker.visibility(card(11, 2, 'r2'), 1);
    jest.advanceTimersByTime(EXPOSURE_DELAY_MS + EXPOSURE_DEBOUNCE_MS);
    expect(sent).toEqual([
      { feedIdList: [1, 2], recommendationId: 'r1', pageNum: 1, impressions: [1, 101, 2, 102] },
      { feedIdList: [11], recommendationId: 'r2', pageNum: 2, impressions: [11, 111] },
    ]);
  });

  it('sends what is queued when the page is left, and drops cards still waiting', () => {
    tracker.visibility(card(1), 1);
    jest.advanceTimersByTime(EXPOSURE_DELAY_MS);
    tracker.visibility(card(2), 1);
    tracker.dispose();
    expect(sent.map((b) => b.feedIdList)).toEqual([[1]]);
    jest.advanceTimersByTime(10_000);
    expect(sent).toHaveLength(1);
  });

  it('forgets a card removed from the page before its time', () => {
    tracker.visibility(card(1), 1);
    tracker.forget(1);
    jest.advanceTimersByTime(10_000);
    expect(sent).toEqual([]);
  });
});
