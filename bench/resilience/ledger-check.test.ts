import { ledgerFaults, settledOnce, type LedgerReport, type MessageOutcome } from './ledger-check';

const outcome = (o: Partial<MessageOutcome>): MessageOutcome => ({ msgId: '1', stored: 1, debits: 1, refunds: 0, replies: 1, ...o });

describe('settledOnce', () => {
  it('takes a message stored and paid once that was answered once, or refunded once without a reply', () => {
    expect(settledOnce(outcome({}))).toBe(true);
    expect(settledOnce(outcome({ replies: 0, refunds: 1 }))).toBe(true);
  });

  it.each([
    ['paid but neither answered nor refunded', { replies: 0 }],
    ['answered and refunded', { refunds: 1 }],
    ['answered twice', { replies: 2 }],
    ['refunded twice', { replies: 0, refunds: 2 }],
    ['paid twice', { debits: 2 }],
    ['never paid', { debits: 0 }],
    ['never stored', { stored: 0 }],
  ])('refuses a message %s', (_label, o) => {
    expect(settledOnce(outcome(o))).toBe(false);
  });
});

describe('ledgerFaults', () => {
  const report = (outcomes: MessageOutcome[], extra: Partial<LedgerReport> = {}): LedgerReport => ({
    outcomes: new Map(outcomes.map((o) => [o.msgId, o])),
    unbalanced: [],
    extraStored: 0,
    extraDebits: 0,
    ...extra,
  });

  it('finds nothing when every message settled once and every balance is its ledger', () => {
    expect(ledgerFaults(report([outcome({ msgId: 'a' }), outcome({ msgId: 'b', replies: 0, refunds: 1 })]))).toEqual([]);
  });

  it('names each message that did not settle, each unbalanced wallet, and what nobody sent', () => {
    const faults = ledgerFaults(report([outcome({ msgId: 'a', replies: 0 })], { unbalanced: [{ userId: 7, balance: 5, ledger: 6 }], extraStored: 2, extraDebits: 1 }));
    expect(faults).toEqual([
      'msg a: stored 1, debits 1, replies 0, refunds 0',
      'user 7: balance 5 but ledger sums to 6',
      '2 user messages stored that no client sent',
      '1 chat debits for messages no client sent',
    ]);
  });

  it('checks only the messages it is given', () => {
    expect(ledgerFaults(report([outcome({ msgId: 'a' }), outcome({ msgId: 'b', replies: 0 })]), ['a'])).toEqual([]);
  });
});
