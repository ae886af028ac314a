import fc from 'fast-check';
import { readCookie, withSessionAuth } from './session-bridge';

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
