/**
 * For tests only: an MP3 of silent Layer III frames (zero side info and data, which decoders play as
 * silence), built from headers so no encoder is needed.
 */
export function silentMp3({ frames, mpeg1 = true, id3 = false, xing = false }: { frames: number; mpeg1?: boolean; id3?: boolean; xing?: boolean }): Buffer {
  // MPEG-1: 128 kbit/s at 44.1 kHz (index 9, 0); MPEG-2: 64 kbit/s at 22.05 kHz (index 8, 0). Mono.
  const header = Buffer.from([0xff, mpeg1 ? 0xfb : 0xf3, mpeg1 ? 0x90 : 0x80, 0xc4]);
  const length = mpeg1 ? Math.floor((144 * 128_000) / 44_100) : Math.floor((72 * 64_000) / 22_050);
  const frame = (info: boolean) => {
    const bytes = Buffer.alloc(length);
    header.copy(bytes);
    if (info) bytes.write('Xing', 4 + (mpeg1 ? 17 : 9), 'latin1');
    return bytes;
  };
  const tag = id3 ? Buffer.concat([Buffer.from('ID3'), Buffer.from([4, 0, 0, 0, 0, 1, 0]), Buffer.alloc(128)]) : Buffer.alloc(0);
  return Buffer.concat([tag, ...(xing ? [frame(true)] : []), ...Array.from({ length: frames }, () => frame(false))]);
}

/** The length in milliseconds of `frames` audio frames as silentMp3 builds them. */
export const silentMp3Ms = (frames: number, mpeg1 = true) => Math.round(frames * (mpeg1 ? 1152 / 44_100 : 576 / 22_050) * 1000);
