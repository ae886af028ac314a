import { appUserAgentToken, compareVersions, inStoreReview, parseUserAgent } from './app-version';

const UA = {
  iosApp: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 KOKO/1.4.42 (ios)',
  androidApp: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 KOKO/1.2.5 (android)',
  androidAppNoPlatform: 'Mozilla/5.0 (Linux; Android 10; SM-G973F) AppleWebKit/537.36 Chrome/99.0 Mobile Safari/537.36 KOKO/0.9.11',
  iPadDesktopModeApp: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) KOKO/1.3.0 (ios)',
  desktopChrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  mobileSafari: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  androidChrome: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  malformedToken: 'Mozilla/5.0 (Linux; Android 14) KOKO/beta',
};

describe('parseUserAgent', () => {
  it.each([
    ['iosApp', { inApp: true, appVersion: '1.4.42', platform: 'ios', ios: true, android: false }],
    ['androidApp', { inApp: true, appVersion: '1.2.5', platform: 'android', ios: false, android: true }],
    ['androidAppNoPlatform', { inApp: true, appVersion: '0.9.11', platform: 'android', ios: false, android: true }],
    ['iPadDesktopModeApp', { inApp: true, appVersion: '1.3.0', platform: 'ios', ios: true, android: false }],
    ['desktopChrome', { inApp: false, appVersion: null, platform: 'pc', ios: false, android: false }],
    ['mobileSafari', { inApp: false, appVersion: null, platform: 'h5', ios: true, android: false }],
    ['androidChrome', { inApp: false, appVersion: null, platform: 'h5', ios: false, android: true }],
    ['malformedToken', { inApp: false, appVersion: null, platform: 'h5', ios: false, android: true }],
  ] as const)('reads %s', (name, expected) => {
    expect(parseUserAgent(UA[name])).toEqual(expected);
  });

  it('reads back the token the wrappers are asked to append', () => {
    expect(appUserAgentToken('1.5.0', 'android')).toBe('KOKO/1.5.0 (android)');
    expect(parseUserAgent(`${UA.androidChrome} ${appUserAgentToken('1.5.0', 'android')}`)).toMatchObject({ inApp: true, appVersion: '1.5.0', platform: 'android' });
  });

  it('is outside the app for an empty user agent (server rendering without headers)', () => {
    expect(parseUserAgent('')).toEqual({ inApp: false, appVersion: null, platform: 'pc', ios: false, android: false });
  });
});

describe('compareVersions', () => {
  it('compares each part as a number', () => {
    expect(compareVersions('0.9.11', '0.9.9')).toBeGreaterThan(0);
    expect(compareVersions('1.4.40', '1.4.42')).toBeLessThan(0);
    expect(compareVersions('1.10.0', '1.9.9')).toBeGreaterThan(0);
    expect(compareVersions('1.2.0', '1.2')).toBe(0);
    expect(compareVersions('2', '1.99.99')).toBeGreaterThan(0);
  });
});

describe('inStoreReview', () => {
  const phone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
  it('holds only for a native app whose version is listed', () => {
    expect(inStoreReview(parseUserAgent(`${phone} ${appUserAgentToken('1.6.0', 'ios')}`), ['1.6.0'])).toBe(true);
    expect(inStoreReview(parseUserAgent(`${phone} KOKO/1.6`), ['1.6.0'])).toBe(true);
    expect(inStoreReview(parseUserAgent(`${phone} ${appUserAgentToken('1.5.9', 'ios')}`), ['1.6.0'])).toBe(false);
    expect(inStoreReview(parseUserAgent(phone), ['1.6.0'])).toBe(false);
    expect(inStoreReview(parseUserAgent(`${phone} ${appUserAgentToken('1.6.0', 'ios')}`), [])).toBe(false);
  });
});
