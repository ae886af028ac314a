/** Thousand, million, billion and trillion, largest first. */
const UNITS = [
  [1e12, 'T'],
  [1e9, 'B'],
  [1e6, 'M'],
  [1e3, 'K'],
] as const;

/**
 * A count the way English compact notation writes it (1.2K, 12K, 123K, 1.5M): what
 * `new Intl.NumberFormat('en', { notation: 'compact' })` prints for whole numbers, without loading the
 * browser's ICU data while a page hydrates (the first compact formatter cost tens of milliseconds of a
 * phone's main thread). Below ten of a unit it keeps one decimal, above it none; halves round up.
 */
export function compactCount(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  if (n < 0) return `-${compactCount(-n)}`;
  const whole = Math.round(n);
  if (whole < 1000) return String(whole);
  for (let i = UNITS.length - 1; i >= 0; i--) {
    const [unit, suffix] = UNITS[i]!;
    const larger = i > 0 ? UNITS[i - 1]! : undefined;
    if (larger && whole >= larger[0]) continue;
    const text = scaled(whole, unit);
    // 999,999 rounds to 1000K, which is written 1M.
    if (text === '1000' && larger) return `${scaled(whole, larger[0])}${larger[1]}`;
    return `${text}${suffix}`;
  }
  return String(whole);
}

/** `whole` in units of `unit`, rounded half up: to tenths below ten units, to whole units above. */
function scaled(whole: number, unit: number): string {
  if (whole < 10 * unit) {
    const tenths = Math.floor((whole + unit / 20) / (unit / 10));
    return tenths % 10 ? `${Math.floor(tenths / 10)}.${tenths % 10}` : String(tenths / 10);
  }
  return String(Math.floor((whole + unit / 2) / unit));
}
