import { parsePropertyResource, propertyListInput, taskProcessInput, taskProgressPayloadSchema } from './property';

describe('property contract', () => {
  it('reads list filters with their defaults and refuses unknown codes', () => {
    expect(propertyListInput.parse({})).toEqual({ status: 0, taskFilter: 0, scope: 'mine', current: 1, size: 20 });
    expect(propertyListInput.parse({ kind: 'bgm', taskFilter: 11, status: 2 })).toMatchObject({ kind: 'bgm', taskFilter: 11, status: 2 });
    expect(propertyListInput.safeParse({ taskFilter: 4 }).success).toBe(false);
    expect(propertyListInput.safeParse({ status: 3 }).success).toBe(false);
    expect(propertyListInput.safeParse({ kind: 'video' }).success).toBe(false);
  });

  it('needs a task or an asset to report progress on', () => {
    expect(taskProcessInput.safeParse({}).success).toBe(false);
    expect(taskProcessInput.parse({ taskId: '7' })).toEqual({ taskId: 7 });
  });

  it('reads a resource string, and anything that is not a JSON object as no resource', () => {
    expect(parsePropertyResource('{"cardUrl":"/m/a.webp","audioUrl":["/m/a.mp3"],"bpm":90}')).toEqual({ cardUrl: '/m/a.webp', audioUrl: ['/m/a.mp3'], bpm: 90 });
    expect(parsePropertyResource('not json')).toEqual({});
    expect(parsePropertyResource('[1]')).toEqual({});
  });

  it('describes the progress frame', () => {
    const frame = { event: 'progress', taskId: 1, assetId: 2, kind: 'cover', state: 1, progress: 40, step: 11, error: null, cancelled: false, assetStatus: 1 };
    expect(taskProgressPayloadSchema.parse(frame)).toEqual(frame);
    expect(taskProgressPayloadSchema.safeParse({ ...frame, state: 5 }).success).toBe(false);
  });
});
