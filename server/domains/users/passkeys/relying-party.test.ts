import { ApiError } from '@/server/errors';
import { relyingPartyFor } from './relying-party';

describe('relyingPartyFor', () => {
  const rpName = 'KOKO';

  it('uses the page the ceremony began from when nothing is configured', () => {
    expect(relyingPartyFor({ rpName }, 'http://localhost:3000')).toEqual({ rpId: 'localhost', origins: ['http://localhost:3000'] });
  });

  it('uses the configured RP ID and origins whatever page asks', () => {
    expect(relyingPartyFor({ rpName, rpId: 'example.test', origins: ['https://koko.example.test'] }, undefined)).toEqual({ rpId: 'example.test', origins: ['https://koko.example.test'] });
  });

  it('takes the page as the origin under a configured RP ID, but not a page outside it', () => {
    expect(relyingPartyFor({ rpName, rpId: 'example.test' }, 'https://m.example.test')).toEqual({ rpId: 'example.test', origins: ['https://m.example.test'] });
    expect(() => relyingPartyFor({ rpName, rpId: 'example.test' }, 'https://example.test.evil.test')).toThrow(ApiError);
    expect(() => relyingPartyFor({ rpName, rpId: 'example.test' }, 'https://badexample.test')).toThrow(/cannot be used from this page/);
  });

  it('needs a page origin or a configured RP ID', () => {
    expect(() => relyingPartyFor({ rpName }, undefined)).toThrow(/page origin/);
    expect(() => relyingPartyFor({ rpName }, 'file:///etc/passwd')).toThrow(ApiError);
  });
});
