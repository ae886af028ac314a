import type { RoleDetail } from '@/lib/contracts/role';
import { profileJsonLd } from './profile-json-ld';

const role = {
  roleId: 7,
  roleName: 'Mira </script><script>alert(1)</script>',
  roleCover: '/koko/app/api/media/covers/mira.webp',
  roleAuthor: 'KOKO',
  intro: 'A <b>bold</b> pilot.',
  tags: [{ id: 1, title: 'Sci-Fi' }],
  likeCount: 42,
} as unknown as RoleDetail;

describe('profileJsonLd', () => {
  it('describes the profile with an absolute url, image and likes', () => {
    const data = JSON.parse(profileJsonLd(role, 'https://koko.test'));
    expect(data).toMatchObject({ '@type': 'ProfilePage', mainEntity: { '@type': 'Person', image: 'https://koko.test/koko/app/api/media/covers/mira.webp', keywords: 'Sci-Fi' } });
    expect(data.url).toMatch(/^https:\/\/koko\.test\/character\/profile\/.+\/7$/);
    expect(data.mainEntity.interactionStatistic.userInteractionCount).toBe(42);
  });

  it('cannot be broken out of by a role text', () => {
    const text = profileJsonLd(role, 'https://koko.test');
    expect(text).not.toMatch(/</);
    expect(JSON.parse(text).name).toBe(role.roleName);
  });
});
