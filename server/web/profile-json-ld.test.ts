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

const page = { path: '/character/profile/mira/7', locale: 'en-US' };

describe('profileJsonLd', () => {
  it('describes the profile with an absolute url, image and likes', () => {
    const data = JSON.parse(profileJsonLd(role, 'https://koko.test', page));
    expect(data).toMatchObject({ '@type': 'ProfilePage', inLanguage: 'en-US', mainEntity: { '@type': 'Person', image: 'https://koko.test/koko/app/api/media/covers/mira.webp', keywords: 'Sci-Fi' } });
    expect(data.url).toBe('https://koko.test/character/profile/mira/7');
    expect(data.mainEntity.interactionStatistic.userInteractionCount).toBe(42);
  });

  it("speaks the page's language at the page's address, with the tags as the reader reads them", () => {
    const french = { ...role, intro: 'Une pilote audacieuse.', tags: [{ id: 1, title: 'Sci-Fi', label: 'Science-fiction' }] } as RoleDetail;
    const data = JSON.parse(profileJsonLd(french, 'https://koko.test', { path: '/character/profile/mira/7?hl=fr-FR', locale: 'fr-FR' }));
    expect(data).toMatchObject({ url: 'https://koko.test/character/profile/mira/7?hl=fr-FR', inLanguage: 'fr-FR', mainEntity: { description: 'Une pilote audacieuse.', keywords: 'Science-fiction' } });
  });

  it('cannot be broken out of by a role text', () => {
    const text = profileJsonLd(role, 'https://koko.test', page);
    expect(text).not.toMatch(/</);
    expect(JSON.parse(text).name).toBe(role.roleName);
  });
});
