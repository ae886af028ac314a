/** A clip's time as a person reads it on a recorder: m:ss, whole seconds rounded down. */
export function formatVoiceTime(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Bars for a voice bubble, 0.25…1 high: a shape made from the clip's URL, so one clip always looks the same. */
export function voiceBarHeights(seed: string, count: number): number[] {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  const next = () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    return ((h ^= h >>> 16) >>> 0) / 4294967296;
  };
  // Speech comes in phrases: a slow swell with quick variation on top, quieter at the edges.
  const phase = next() * Math.PI * 2;
  return Array.from({ length: count }, (_, i) => {
    const x = i / Math.max(1, count - 1);
    const swell = 0.55 + 0.45 * Math.sin(phase + x * Math.PI * 3);
    const edge = Math.min(1, Math.min(x, 1 - x) * 6 + 0.35);
    return Math.max(0.25, Math.min(1, (0.35 + 0.65 * next()) * swell * edge + 0.15));
  });
}
