import { mp3DurationMs } from './mp3-duration';
import { silentMp3, silentMp3Ms } from '@/server/test/silent-mp3';

describe('mp3DurationMs', () => {
  it('adds up the frames of an MPEG-1 Layer III stream', () => {
    expect(mp3DurationMs(silentMp3({ frames: 100 }))).toBe(2612);
    expect(silentMp3Ms(100)).toBe(2612);
  });

  it('reads MPEG-2 frames, which carry half the samples', () => {
    expect(mp3DurationMs(silentMp3({ frames: 50, mpeg1: false }))).toBe(silentMp3Ms(50, false));
  });

  it('skips an ID3v2 tag and does not count a Xing header frame as audio', () => {
    expect(mp3DurationMs(silentMp3({ frames: 40, id3: true, xing: true }))).toBe(silentMp3Ms(40));
  });

  it('steps over junk between frames', () => {
    const mp3 = silentMp3({ frames: 10 });
    expect(mp3DurationMs(Buffer.concat([mp3, Buffer.from('garbage'), mp3]))).toBe(silentMp3Ms(20));
  });

  it('answers undefined for something that is not an MP3', () => {
    expect(mp3DurationMs(Buffer.from('{"error":"nope"}'))).toBeUndefined();
    expect(mp3DurationMs(Buffer.alloc(0))).toBeUndefined();
  });
});
