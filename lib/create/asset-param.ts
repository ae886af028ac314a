/** "new" (or nothing) in a generator's address starts a new asset; a positive whole number opens that one. */
export const NEW_ASSET = 'new';

export function parseAssetParam(value: string | undefined): { assetId?: number } | null {
  if (value === undefined || value === NEW_ASSET) return {};
  if (!/^[1-9]\d{0,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? { assetId: id } : null;
}
