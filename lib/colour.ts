/** Colour maths on CSS hex strings, for the cover renderer and the 3D avatar's palette alike. */
const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

export function isHex(value: unknown): value is string {
  return typeof value === 'string' && HEX_COLOUR.test(value);
}

/** Only plain 6-digit hex may reach an SVG attribute or a material, so user data can never break out of it. */
export function safeHex(value: unknown, fallback: string): string {
  return isHex(value) ? value.toLowerCase() : fallback;
}

type Rgb = [number, number, number];

function toRgb(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: Rgb): string {
  const clamp = (c: number) => Math.max(0, Math.min(255, Math.round(c)));
  return `#${((1 << 24) | (clamp(r) << 16) | (clamp(g) << 8) | clamp(b)).toString(16).slice(1)}`;
}

export function mix(a: string, b: string, t: number): string {
  const ca = toRgb(a);
  const cb = toRgb(b);
  return toHex([ca[0] + (cb[0] - ca[0]) * t, ca[1] + (cb[1] - ca[1]) * t, ca[2] + (cb[2] - ca[2]) * t]);
}

export function lighten(colour: string, t: number): string {
  return mix(colour, '#ffffff', t);
}

/** Shading towards a deep violet instead of black keeps illustrated shadows rich, not muddy. */
export function shade(colour: string, t: number): string {
  return mix(colour, '#24143a', t);
}

export function hsl(hue: number, saturation: number, lightness: number): string {
  const h = (((hue % 360) + 360) % 360) / 360;
  const s = saturation / 100;
  const l = lightness / 100;
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (offset: number) => {
    let t = h + offset;
    if (t < 0) t += 1;
    if (t > 1) t -= 1;
    if (t < 1 / 6) return p + (q - p) * 6 * t;
    if (t < 1 / 2) return q;
    if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6;
    return p;
  };
  return toHex([channel(1 / 3) * 255, channel(0) * 255, channel(-1 / 3) * 255]);
}

export function hueOf(colour: string): number {
  const [r, g, b] = toRgb(colour);
  const max = Math.max(r, g, b);
  const delta = max - Math.min(r, g, b);
  if (delta === 0) return 0;
  const raw = max === r ? ((g - b) / delta) % 6 : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4;
  return (raw * 60 + 360) % 360;
}

export function luminance(colour: string): number {
  const [r, g, b] = toRgb(colour);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** How far a colour is from grey: 0 for greys, white and black, 1 for pure hues (RGB chroma). */
export function chromaOf(colour: string): number {
  const [r, g, b] = toRgb(colour);
  return (Math.max(r, g, b) - Math.min(r, g, b)) / 255;
}
