import { TurnBatch } from './turn-batch';

/** A statement that doubles numbers, fails for the ones in `broken`, and records each batch it was sent. */
function doubling(broken: number[] = []) {
  const statements: number[][] = [];
  const runAll = async (items: number[]) => {
    statements.push(items);
    if (items.some((n) => broken.includes(n))) throw new Error(`cannot write ${items.join(', ')}`);
    return items.map((n) => n * 2);
  };
  return { statements, runAll };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('TurnBatch', () => {
  it('runs the items asked for within one turn in one statement and answers each its own result', async () => {
    const statement = doubling();
    const batch = new TurnBatch(statement.runAll);
    const first = batch.run(1);
    await Promise.resolve();
    expect(await Promise.all([first, batch.run(2), batch.run(3)])).toEqual([2, 4, 6]);
    expect(statement.statements).toEqual([[1, 2, 3]]);
  });

  it('runs an item of a later turn in a statement of its own', async () => {
    const statement = doubling();
    const batch = new TurnBatch(statement.runAll);
    const first = batch.run(1);
    await turn();
    expect(await Promise.all([first, batch.run(2)])).toEqual([2, 4]);
    expect(statement.statements).toEqual([[1], [2]]);
  });

  it('runs a failed batch again one item at a time, so only the item that cannot be written fails', async () => {
    const statement = doubling([2]);
    const batch = new TurnBatch(statement.runAll);
    const results = await Promise.allSettled([batch.run(1), batch.run(2), batch.run(3)]);
    expect(results).toEqual([
      { status: 'fulfilled', value: 2 },
      { status: 'rejected', reason: new Error('cannot write 2') },
      { status: 'fulfilled', value: 6 },
    ]);
    expect(statement.statements).toEqual([[1, 2, 3], [1], [2], [3]]);
  });

  it('rejects an item run alone with its error, running it once', async () => {
    const statement = doubling([5]);
    const batch = new TurnBatch(statement.runAll);
    await expect(batch.run(5)).rejects.toThrow('cannot write 5');
    expect(statement.statements).toEqual([[5]]);
  });
});
