import { appUserAgentToken, compareVersions, type NativePlatform } from './app-version';
import { canIUse, GATE_NAMES, passesGate, VERSION_GATES, type GateName } from './version-gates';

const app = (version: string, platform: NativePlatform = 'android') => `Mozilla/5.0 (Linux) ${appUserAgentToken(version, platform)}`;
const browser = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126';
const mobileBrowser = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Safari/604.1';

/** The version right before v: 1.0.5 → 1.0.4, 1.1.0 → 1.0.99. */
function justBelow(version: string): string {
  const parts = version.split('.').map(Number);
  let i = parts.length - 1;
  while (parts[i] === 0) parts[i--] = 99;
  parts[i]! -= 1;
  return parts.join('.');
}

/** Seed §6 (and §2, §5): every number, and what this app gates with it. */
const EXPECTED: Record<GateName, string> = {
  fileDownload: '>=1.0.7',
  androidOnlyPath: 'android >=1.2.3',
  androidStoreChannel: 'android >=1.2.3',
  androidStoreChannelUpdate: 'android >=1.2.5',
  engine: '>=0.9.5',
  engineResume: '>=0.9.11',
  engineSkybox: '>=1.0.5',
  engineLocalAsset: '>=1.0.7',
  engineScreenshot: '>=1.0.8',
  engineCamera: '>=1.1.0',
  engineSpeak: '>=1.2.0',
  engineRenderLevel: '>=1.3.0',
  engineSpeakStream: '>=1.4.40',
  engineTimeline: '>=1.6.0',
  bridgePermission: '>=0.9.6',
  bridgeSpeechRecognizer: '>=0.9.11',
  bridgeEventKit: '>=1.0.5',
  bridgeUserInfo: '>=1.5.0',
  game: '>=1.4.42',
  graphicsSetting: '>=1.3.0',
  performanceCreation: '>=1.4.0',
  friendCreation: '>=1.2.0',
  metaLogin: '>=0.9.9',
  updateCheck: '>=1.4.0',
  androidMigrate: 'android <1.1.1',
};

const describeGate = (name: GateName) => {
  const { min, below, platforms } = VERSION_GATES[name];
  return [platforms?.join('/'), min && `>=${min}`, below && `<${below}`].filter(Boolean).join(' ');
};

describe('version gates', () => {
  it('holds every gate of the seed, each named for what it gates', () => {
    expect(GATE_NAMES.sort()).toEqual((Object.keys(EXPECTED) as GateName[]).sort());
    for (const name of GATE_NAMES) expect(`${name} ${describeGate(name)}`).toBe(`${name} ${EXPECTED[name]}`);
  });

  it('lists the engine feature versions of seed §6 exactly', () => {
    const engineVersions = ['engine', 'engineResume', 'engineSkybox', 'engineLocalAsset', 'engineScreenshot', 'engineCamera', 'engineSpeak', 'engineRenderLevel']
      .map((name) => VERSION_GATES[name as GateName].min!)
      .sort(compareVersions);
    expect(engineVersions).toEqual(['0.9.5', '0.9.11', '1.0.5', '1.0.7', '1.0.8', '1.1.0', '1.2.0', '1.3.0']);
  });

  it.each(GATE_NAMES.filter((name) => VERSION_GATES[name].min))('%s opens exactly at its minimum', (name) => {
    const { min, platforms } = VERSION_GATES[name];
    const platform = platforms?.[0] ?? 'ios';
    expect(canIUse(name, app(min!, platform))).toBe(true);
    expect(canIUse(name, app(`${min}.1`, platform))).toBe(true);
    expect(canIUse(name, app(justBelow(min!), platform))).toBe(false);
    expect(passesGate(name, app(justBelow(min!), platform))).toBe(false);
  });

  it('shows the Android migrate dialog below 1.1.1 only, and only on Android', () => {
    expect(canIUse('androidMigrate', app('1.1.0'))).toBe(true);
    expect(canIUse('androidMigrate', app('0.9.5'))).toBe(true);
    expect(canIUse('androidMigrate', app('1.1.1'))).toBe(false);
    expect(canIUse('androidMigrate', app('1.1.0', 'ios'))).toBe(false);
    expect(canIUse('androidMigrate', browser)).toBe(false);
  });

  it('keeps Android-only gates shut in the iOS app', () => {
    expect(canIUse('androidStoreChannel', app('9.0.0', 'ios'))).toBe(false);
    expect(passesGate('androidStoreChannelUpdate', app('9.0.0', 'ios'))).toBe(false);
  });

  it('passes every gate outside the app, where the app itself can use none', () => {
    for (const ua of [browser, mobileBrowser]) {
      for (const name of GATE_NAMES) {
        expect(passesGate(name, ua)).toBe(true);
        expect(canIUse(name, ua)).toBe(false);
      }
    }
  });

  it('gates the seed §2 routes: /game from 1.4.42, performance creation from 1.4.0, friend creation from 1.2.0', () => {
    expect(passesGate('game', app('1.4.41'))).toBe(false);
    expect(passesGate('game', app('1.4.42'))).toBe(true);
    expect(passesGate('performanceCreation', app('1.3.99'))).toBe(false);
    expect(passesGate('friendCreation', app('1.2.0'))).toBe(true);
    expect(VERSION_GATES.performanceCreation.strict).toBe(true);
    expect(VERSION_GATES.friendCreation.strict).toBeUndefined();
  });
});
