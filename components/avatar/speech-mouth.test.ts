import { fromEngineVisemes, toEngineVisemes } from './speech-mouth';

describe('lip sync cues between the reply and the engine', () => {
  const reply = [
    { viseme: 'aa' as const, startMs: 0, endMs: 120, weight: 1 },
    { viseme: 'ee' as const, startMs: 120, endMs: 260, weight: 0.8 },
    { viseme: 'oh' as const, startMs: 400, endMs: 520, weight: 0.9 },
  ];

  it('turns a reply’s cues into the engine’s, closing the mouth in the gaps and at the end', () => {
    expect(toEngineVisemes(reply)).toEqual([
      { time: 0, viseme: 'aa', weight: 1 },
      { time: 0.12, viseme: 'ee', weight: 0.8 },
      { time: 0.26, viseme: 'closed', weight: 0 },
      { time: 0.4, viseme: 'oh', weight: 0.9 },
      { time: 0.52, viseme: 'closed', weight: 0 },
    ]);
  });

  it('reads the engine’s cues back as the same spans, whatever order they come in', () => {
    const back = fromEngineVisemes([...toEngineVisemes(reply)].reverse()).filter((c) => c.viseme !== 'closed');
    expect(back).toEqual(reply);
  });

  it('drops mouth shapes it does not know and gives the last cue a short span', () => {
    expect(fromEngineVisemes([{ time: 1, viseme: 'xx' }, { time: 2, viseme: 'ou' }])).toEqual([{ viseme: 'ou', startMs: 2000, endMs: 2200, weight: 1 }]);
  });
});
