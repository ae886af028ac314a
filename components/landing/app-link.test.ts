import { appDeepLink, APP_SCHEME } from './app-link';
import { landingChatPath } from './landing-roles';

describe('appDeepLink', () => {
  it('opens the app on the page named by redirectUrl', () => {
    const link = new URL(appDeepLink('/chat-play/12?playId=3'));
    expect(link.protocol).toBe(`${APP_SCHEME}:`);
    expect(link.searchParams.get('redirectUrl')).toBe('/chat-play/12?playId=3');
  });
});

describe('landingChatPath', () => {
  it('goes straight to the chat on the web', () => {
    expect(landingChatPath(7, false)).toBe('/chat-play/7');
  });

  it('goes through the app launcher for an app link', () => {
    const url = new URL(landingChatPath(7, true), 'http://x');
    expect(url.pathname).toBe('/launch-app');
    expect(url.searchParams.get('redirectUrl')).toBe('/chat-play/7');
  });
});
