import { compareVersions, detectPlatform, loginButtons } from './platform';

const iphoneApp = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) KOKO/1.4.42';
const oldAndroidApp = 'Mozilla/5.0 (Linux; Android 14) KOKO/0.9.8';
const desktop = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126';

describe('platform', () => {
  it('reads the app version from the user agent', () => {
    expect(detectPlatform(iphoneApp)).toEqual({ inApp: true, ios: true, android: false, appVersion: '1.4.42', platform: 'ios' });
    expect(detectPlatform(desktop)).toEqual({ inApp: false, ios: false, android: false, appVersion: null, platform: 'pc' });
  });

  it('compares versions numerically', () => {
    expect(compareVersions('0.9.11', '0.9.9')).toBeGreaterThan(0);
    expect(compareVersions('1.2.0', '1.2')).toBe(0);
    expect(compareVersions('1.1.1', '1.4.0')).toBeLessThan(0);
  });

  it('offers Apple on iOS only and Meta from app version 0.9.9', () => {
    const all = ['google', 'facebook', 'apple'];
    expect(loginButtons(detectPlatform(iphoneApp), all)).toEqual(['apple', 'google', 'facebook']);
    expect(loginButtons(detectPlatform(oldAndroidApp), all)).toEqual(['google']);
    expect(loginButtons(detectPlatform(desktop), all)).toEqual(['google', 'facebook']);
    expect(loginButtons(detectPlatform(desktop), ['google'])).toEqual(['google']);
  });
});
