import { missingOf } from './role-creation-service';
import type { RolePropertyKind } from './role-creation-repository';

const role = { name: 'Lin', intro: 'A keeper.', greeting: 'Hello {{user}}', coverUrl: null as string | null };
const links = (entries: [RolePropertyKind, number[]][] = []) => new Map(entries);

describe('missingOf (the completeness rule)', () => {
  it('passes a role with a Latin-lettered name, an intro, a greeting and an avatar or a cover', () => {
    expect(missingOf(role, links([['avatar', [3]]]))).toEqual([]);
    expect(missingOf(role, links([['cover', [4]]]))).toEqual([]);
    expect(missingOf({ ...role, coverUrl: '/media/c.webp' }, links())).toEqual([]);
  });

  it('names each missing part', () => {
    expect(missingOf({ name: '林', intro: ' ', greeting: '', coverUrl: null }, links([['bgm', [1]]]))).toEqual(['roleName', 'intro', 'greeting', 'cover']);
    expect(missingOf({ ...role, name: 'Lin 林' }, links([['cover', []]]))).toEqual(['cover']);
  });
});
