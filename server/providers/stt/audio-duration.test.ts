import { silentMp3, silentMp3Ms } from '@/server/test/silent-mp3';
import { audioDurationMs } from './audio-duration';
import { sniffAudioContainer } from './audio-container';
import { mp4Clip, oggOpusClip, wavClip, webmOpusClip } from '@/server/test/test-audio';

describe('sniffAudioContainer', () => {
  it('knows each container by its magic numbers', () => {
    expect(sniffAudioContainer(wavClip(500))).toBe('wav');
    expect(sniffAudioContainer(oggOpusClip(500))).toBe('ogg');
    expect(sniffAudioContainer(webmOpusClip(500))).toBe('webm');
    expect(sniffAudioContainer(mp4Clip(500))).toBe('mp4');
    expect(sniffAudioContainer(silentMp3({ frames: 10 }))).toBe('mpeg');
    expect(sniffAudioContainer(silentMp3({ frames: 10, id3: true }))).toBe('mpeg');
  });

  it('refuses what is not audio', () => {
    expect(sniffAudioContainer(Buffer.from('<html><body>hi</body></html>'))).toBeUndefined();
    expect(sniffAudioContainer(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBeUndefined();
    expect(sniffAudioContainer(Buffer.alloc(0))).toBeUndefined();
    // EBML that is not WebM (a Matroska video names doctype matroska).
    expect(sniffAudioContainer(Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x88]), Buffer.from('matroska')]))).toBeUndefined();
  });
});

describe('audioDurationMs', () => {
  it('reads a WAV from its data chunk and byte rate', () => {
    expect(audioDurationMs('wav', wavClip(2_500))).toBe(2_500);
    expect(audioDurationMs('wav', wavClip(1_000, 48_000))).toBe(1_000);
  });

  it('reads an Ogg Opus clip from its last granule position, less the pre-skip', () => {
    expect(audioDurationMs('ogg', oggOpusClip(3_000))).toBe(3_000);
    expect(audioDurationMs('ogg', oggOpusClip(61_000))).toBe(61_000);
  });

  it("reads a streamed WebM (no Duration) from its last block's time, and a finished one from Info", () => {
    // The last 20 ms frame starts 20 ms before the end.
    expect(audioDurationMs('webm', webmOpusClip(4_000))).toBe(3_980);
    expect(audioDurationMs('webm', webmOpusClip(4_000, { declare: true }))).toBe(4_000);
  });

  it('reads an MP4 from its movie header, or from its fragments when the header says 0', () => {
    expect(audioDurationMs('mp4', mp4Clip(5_000))).toBe(5_000);
    expect(Math.abs(audioDurationMs('mp4', mp4Clip(5_000, { fragmented: true }))! - 5_000)).toBeLessThan(25);
  });

  it('reads an MP3 from its frames', () => {
    expect(audioDurationMs('mpeg', silentMp3({ frames: 100 }))).toBe(silentMp3Ms(100));
  });

  it('says nothing for bytes that do not hold what the format promises', () => {
    const junk = Buffer.from('definitely not audio at all');
    expect(audioDurationMs('ogg', junk)).toBeUndefined();
    expect(audioDurationMs('mp4', junk)).toBeUndefined();
    expect(audioDurationMs('wav', junk)).toBeUndefined();
  });
});
