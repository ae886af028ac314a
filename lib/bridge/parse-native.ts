/** Native results and event payloads may arrive as JSON strings (seed §7); anything else is kept as it came. */
export function parseNativeValue(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}
