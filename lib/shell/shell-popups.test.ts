import { animePopupAllowed, appVersionAllowsAnime, isChatPath, isHomeFeedPath, reviewPopupAllowed, REVIEW_POPUP_MIN_SENT, type AnimePopupFacts, type ReviewPopupFacts } from './shell-popups';

const phoneOnHome: AnimePopupFacts = { firstScreen: true, isPc: false, inReview: false, appVersion: null };
const backFromChat: ReviewPopupFacts = { previousPath: '/chat-play/7', pathname: '/', inReview: false, sentCount: REVIEW_POPUP_MIN_SENT, answered: false };

describe('the anime popup (seed §4)', () => {
  it('shows on the first screen of a phone, in a browser or a recent app', () => {
    expect(animePopupAllowed(phoneOnHome)).toBe(true);
    expect(animePopupAllowed({ ...phoneOnHome, appVersion: '1.4.0' })).toBe(true);
    expect(animePopupAllowed({ ...phoneOnHome, appVersion: '2.0' })).toBe(true);
  });

  it('stays away off the first screen, on PC, in review and in an old app', () => {
    expect(animePopupAllowed({ ...phoneOnHome, firstScreen: false })).toBe(false);
    expect(animePopupAllowed({ ...phoneOnHome, isPc: true })).toBe(false);
    expect(animePopupAllowed({ ...phoneOnHome, inReview: true })).toBe(false);
    expect(animePopupAllowed({ ...phoneOnHome, appVersion: '1.3.9' })).toBe(false);
  });

  it('compares app versions numerically', () => {
    expect(appVersionAllowsAnime('1.10.0')).toBe(true);
    expect(appVersionAllowsAnime('1.4')).toBe(true);
    expect(appVersionAllowsAnime('1.3.42')).toBe(false);
  });

  it('knows the home feed', () => {
    for (const path of ['/', '/discover', '/foryou']) expect(isHomeFeedPath(path)).toBe(true);
    for (const path of ['/search', '/discover/x', '/chat', null]) expect(isHomeFeedPath(path)).toBe(false);
  });
});

describe('the review popup (seed §4)', () => {
  it('shows when coming back from a chat after enough messages', () => {
    expect(reviewPopupAllowed(backFromChat)).toBe(true);
    expect(reviewPopupAllowed({ ...backFromChat, previousPath: '/chat-play', pathname: '/chat' })).toBe(true);
  });

  it('needs the previous page to be a chat, and this one not', () => {
    expect(reviewPopupAllowed({ ...backFromChat, previousPath: null })).toBe(false);
    expect(reviewPopupAllowed({ ...backFromChat, previousPath: '/chat' })).toBe(false);
    expect(reviewPopupAllowed({ ...backFromChat, previousPath: '/chat-player' })).toBe(false);
    expect(reviewPopupAllowed({ ...backFromChat, pathname: '/chat-play/8' })).toBe(false);
  });

  it('stays away in review, below 10 messages and once answered', () => {
    expect(reviewPopupAllowed({ ...backFromChat, inReview: true })).toBe(false);
    expect(reviewPopupAllowed({ ...backFromChat, sentCount: REVIEW_POPUP_MIN_SENT - 1 })).toBe(false);
    expect(reviewPopupAllowed({ ...backFromChat, answered: true })).toBe(false);
  });

  it('knows a chat page', () => {
    expect(isChatPath('/chat-play/12')).toBe(true);
    expect(isChatPath('/chat-play')).toBe(true);
    expect(isChatPath('/chat')).toBe(false);
    expect(isChatPath(null)).toBe(false);
  });
});
