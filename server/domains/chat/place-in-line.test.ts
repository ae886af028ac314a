import { PlaceInLine } from './place-in-line';

describe('PlaceInLine', () => {
  it('tells each place once the message is paid for, and nothing after the first words', async () => {
    const told: number[] = [];
    const line = new PlaceInLine(async (place) => void told.push(place), false);
    line.waiting(3);
    line.waiting(2);
    expect(told).toEqual([]);
    line.open();
    line.waiting(1);
    await line.close();
    expect(told).toEqual([2, 1]);
    line.waiting(1);
    await line.close();
    expect(told).toEqual([2, 1]);
  });

  it('lets the first words wait for a place still on its way', async () => {
    const order: string[] = [];
    let deliver!: () => void;
    const line = new PlaceInLine((place) => new Promise<void>((resolve) => (deliver = () => resolve(void order.push(`place ${place}`)))), true);
    line.waiting(1);
    const closed = line.close().then(() => order.push('words'));
    await Promise.resolve();
    deliver();
    await closed;
    expect(order).toEqual(['place 1', 'words']);
  });
});
