import { profileMenu } from './profile-menu';

describe('profileMenu', () => {
  it('gives everyone the account pages', () => {
    expect(profileMenu(0).account.map((i) => i.href)).toEqual(['/profile-edit', '/persona-editor', '/koin', '/language', '/setting', '/feedback']);
  });

  it.each([
    [0, []],
    [1, ['/user-manage', '/koin-manage', '/feedback-list', '/role-review']],
    [2, ['/user-manage', '/koin-manage', '/feedback-list', '/role-review']],
    [3, []],
  ])('whitelist level %i sees the manage pages %p', (level, hrefs) => {
    expect(profileMenu(level).manage.map((i) => i.href)).toEqual(hrefs);
  });
});
