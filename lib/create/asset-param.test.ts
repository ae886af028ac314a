import { parseAssetParam } from './asset-param';

describe('a generator address', () => {
  it('starts a new asset for "new" or nothing, opens one for its id, and refuses anything else', () => {
    expect(parseAssetParam(undefined)).toEqual({});
    expect(parseAssetParam('new')).toEqual({});
    expect(parseAssetParam('42')).toEqual({ assetId: 42 });
    for (const bad of ['0', '-1', '1.5', 'abc', '042', '99999999999999999', '']) expect([bad, parseAssetParam(bad)]).toEqual([bad, null]);
  });
});
