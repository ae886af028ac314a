import { appUserAgentToken, parseUserAgent } from '@/lib/bridge/app-version';
import { decideGuard, gateToAnnounce, homeRouteFor } from './guard';

const web = parseUserAgent('Mozilla/5.0 (X11; Linux x86_64) Chrome/126');
const phoneBrowser = parseUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Safari/604.1');
const app = (version: string) => parseUserAgent(`Mozilla/5.0 (Linux; Android 14) ${appUserAgentToken(version, 'android')}`);
const decide = (pathname: string, options: { hasSession?: boolean; ua?: ReturnType<typeof parseUserAgent>; inReview?: boolean } = {}) =>
  decideGuard({ pathname, hasSession: options.hasSession ?? true, app: options.ua ?? web, inReview: options.inReview ?? false });

describe('route guards (seed §2)', () => {
  it('sends the retired test pages home and the old guide to chat', () => {
    for (const p of ['/jsbTest', '/test-tools', '/test-unity', '/test-spline', '/ugc-test-ui']) expect(decide(p)).toEqual({ kind: 'redirect', to: '/' });
    expect(decide('/guidence')).toEqual({ kind: 'redirect', to: '/chat' });
  });

  it('sends unknown paths to /404 and lets /404 itself through', () => {
    expect(decide('/no-such-page')).toEqual({ kind: 'redirect', to: '/404' });
    expect(decide('/friends/1/2')).toEqual({ kind: 'redirect', to: '/404' });
    expect(decide('/404')).toEqual({ kind: 'next' });
  });

  it('sends a browser without a session home from auth and whitelist routes, and lets one with a session on', () => {
    for (const p of ['/friends', '/played', '/profile', '/user-manage', '/create-game/1']) {
      expect(decide(p, { hasSession: false })).toEqual({ kind: 'redirect', to: '/' });
      expect(decide(p, { hasSession: true })).toEqual({ kind: 'next' });
    }
    for (const p of ['/', '/foryou', '/search', '/chat', '/character/profile/a/1', '/landscape-pick2/x']) expect(decide(p, { hasSession: false })).toEqual({ kind: 'next' });
  });

  it('never touches assets, the API or Next files', () => {
    for (const p of ['/_next/static/chunk.js', '/koko/app/api/feed/x', '/api/auth/session', '/icon.svg']) expect(decide(p, { hasSession: false })).toEqual({ kind: 'next' });
  });

  it('opens the app on for-you unless it is in review; the web keeps / as discover', () => {
    expect(homeRouteFor(web, false)).toBe('/discover');
    expect(homeRouteFor(phoneBrowser, false)).toBe('/discover');
    expect(homeRouteFor(app('1.5.0'), false)).toBe('/foryou');
    expect(homeRouteFor(app('1.5.0'), true)).toBe('/discover');
    expect(decide('/', { ua: app('1.5.0') })).toEqual({ kind: 'redirect', to: '/foryou' });
    expect(decide('/', { ua: app('1.5.0'), inReview: true })).toEqual({ kind: 'next' });
    expect(decide('/', { ua: phoneBrowser })).toEqual({ kind: 'next' });
    expect(decide('/discover', { ua: app('1.5.0') })).toEqual({ kind: 'next' });
  });

  it('turns an app that is too old back from strict gates only, with the gate named for the Update dialog', () => {
    expect(decide('/game', { ua: app('1.4.41') })).toEqual({ kind: 'redirect', to: '/foryou?gate=game' });
    expect(decide('/game', { ua: app('1.4.41'), inReview: true })).toEqual({ kind: 'redirect', to: '/discover?gate=game' });
    expect(decide('/game', { ua: app('1.4.42') })).toEqual({ kind: 'next' });
    expect(decide('/create-performance', { ua: app('1.3.9') })).toEqual({ kind: 'redirect', to: '/foryou?gate=performanceCreation' });
    // Not strict: the page opens and asks to update; Later lets the user stay.
    expect(decide('/create-friend', { ua: app('1.1.0') })).toEqual({ kind: 'next' });
    // Outside the app every gate passes (seed §5).
    expect(decide('/game', { ua: web })).toEqual({ kind: 'next' });
  });

  it('names the gate whose Update dialog to show', () => {
    expect(gateToAnnounce('/', 'game', app('1.4.0'))).toBe('game');
    expect(gateToAnnounce('/', 'game', app('1.4.42'))).toBeUndefined();
    expect(gateToAnnounce('/', 'nonsense', app('1.0.0'))).toBeUndefined();
    expect(gateToAnnounce('/create-friend/2', null, app('1.1.9'))).toBe('friendCreation');
    expect(gateToAnnounce('/create-friend/2', null, app('1.2.0'))).toBeUndefined();
    expect(gateToAnnounce('/create-friend/2', null, web)).toBeUndefined();
  });
});
