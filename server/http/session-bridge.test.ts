import fc from 'fast-check';
import { isCrossSiteCookieCall, readCookie, withSessionAuth } from './session-bridge';

describe('readCookie', () => {
  it.each([
    ['koko_session=abc', 'abc'],
    ['a=1; koko_session=abc%3D; b=2', 'abc='],
    ['koko_session_x=1; koko_session=real', 'real'],
    ['a=1', undefined],
    ['koko_session=%E0%A4%A', undefined],
    ['', undefined],
  ])('reads %p', (header, value) => {
    expect(readCookie(header, 'koko_session')).toBe(value);
  });

  it('never throws on any header', () => {
    fc.assert(fc.property(fc.string(), (header) => {
      readCookie(header, 'koko_session');
    }));
  });
});

describe('withSessionAuth', () => {
  const url = 'http://localhost/koko/app/api/user';

  it('adds x-auth from the session cookie', () => {
    const out = withSessionAuth(new Request(url, { headers: { cookie: 'koko_session=tok' } }));
    expect(out.headers.get('x-auth')).toBe('tok');
  });

  it('keeps an x-auth the caller sent (native apps)', () => {
    const out = withSessionAuth(new Request(url, { headers: { cookie: 'koko_session=tok', 'x-auth': 'native' } }));
    expect(out.headers.get('x-auth')).toBe('native');
  });

  it('leaves a request without the cookie alone', () => {
    const request = new Request(url);
    expect(withSessionAuth(request)).toBe(request);
  });
});

describe('isCrossSiteCookieCall', () => {
  const url = 'http://app.local/koko/app/api/user/logout';
  const call = (method: string, headers: Record<string, string>) => new Request(url, { method, headers: { cookie: 'koko_session=tok', ...headers } });

  it.each([
    ['a cross-site POST', true, 'POST', { 'sec-fetch-site': 'cross-site' }],
    ['a same-site POST (a sibling subdomain)', true, 'POST', { 'sec-fetch-site': 'same-site' }],
    ['a same-origin POST', false, 'POST', { 'sec-fetch-site': 'same-origin' }],
    ['a POST the user started (Sec-Fetch-Site none)', false, 'POST', { 'sec-fetch-site': 'none' }],
    ['a DELETE from another Origin', true, 'DELETE', { origin: 'https://evil.example' }],
    ['a POST from the host behind a proxy', false, 'POST', { origin: 'https://koko.example', 'x-forwarded-host': 'koko.example' }],
    ['a POST from KOKO_PUBLIC_URL', false, 'POST', { origin: 'https://koko.example' }],
    ['a POST with a malformed Origin', true, 'POST', { origin: 'not a url' }],
    ['a cross-site GET (changes nothing)', false, 'GET', { 'sec-fetch-site': 'cross-site' }],
    ['a cross-site POST with x-auth (a native app)', false, 'POST', { 'sec-fetch-site': 'cross-site', 'x-auth': 'native' }],
  ])('%s → refused: %p', (_label, refused, method, headers) => {
    expect(isCrossSiteCookieCall(call(method, headers), 'https://koko.example')).toBe(refused);
  });

  it('leaves a cross-site POST without the session cookie alone (nothing to ride on)', () => {
    expect(isCrossSiteCookieCall(new Request(url, { method: 'POST', headers: { origin: 'https://evil.example' } }))).toBe(false);
  });
});
