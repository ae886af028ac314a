/**
 * @jest-environment node
 */
import { STARTER_BANNERS } from '@/server/domains/catalogue/starter-banners';
import { STARTER_PLAYS } from '@/server/domains/catalogue/starter-plays';
import { STARTER_ROLES } from '@/server/domains/catalogue/starter-roles';
import { NSFW_TAG, STARTER_TABS } from '@/server/domains/catalogue/starter-tabs';
import { ACCESSORIES, BACKDROPS, HAIR_STYLES } from '@/lib/look/look-model';

const COLOUR = /^#[0-9a-f]{6}$/;
const LATIN = /[A-Za-z]/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const isNsfwTag = (tag: string): boolean => tag.toLowerCase() === NSFW_TAG.toLowerCase();

/** Every string inside a value, with a path for readable failures. */
function strings(value: unknown, path: string): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, `${path}[${i}]`));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => strings(item, `${path}.${key}`));
  }
  return [];
}

describe('starter roles', () => {
  it('has at least 60 roles', () => {
    expect(STARTER_ROLES.length).toBeGreaterThanOrEqual(60);
  });

  it('has unique kebab-case slugs and unique names', () => {
    const slugs = STARTER_ROLES.map((r) => r.slug);
    const names = STARTER_ROLES.map((r) => r.name);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(new Set(names).size).toBe(names.length);
    for (const slug of slugs) expect(slug).toMatch(SLUG);
  });

  it('gives every name a Latin letter', () => {
    for (const role of STARTER_ROLES) expect(role.name).toMatch(LATIN);
  });

  it('uses placeholders in every greeting', () => {
    for (const role of STARTER_ROLES) {
      expect(role.greeting.includes('{{user}}') || role.greeting.includes('{{char}}')).toBe(true);
    }
  });

  it('formats every example dialogue line as a {{user}} or {{char}} line', () => {
    for (const role of STARTER_ROLES) {
      const lines = role.exampleDialogue.split('\n');
      for (const line of lines) {
        expect(line.startsWith('{{user}}: ') || line.startsWith('{{char}}: ')).toBe(true);
      }
      const userLines = lines.filter((line) => line.startsWith('{{user}}: ')).length;
      expect(userLines).toBeGreaterThanOrEqual(3);
      expect(userLines).toBeLessThanOrEqual(5);
    }
  });

  it('has 2 to 4 unique tags per role', () => {
    for (const role of STARTER_ROLES) {
      expect(role.tags.length).toBeGreaterThanOrEqual(2);
      expect(role.tags.length).toBeLessThanOrEqual(4);
      expect(new Set(role.tags).size).toBe(role.tags.length);
    }
  });

  it('uses a starter tab as every main tag, with at least 8 tabs of 5 or more roles', () => {
    const tabs: readonly string[] = STARTER_TABS;
    const perTab = new Map<string, number>();
    for (const role of STARTER_ROLES) {
      const main = role.tags[0] ?? '';
      expect(tabs).toContain(main);
      perTab.set(main, (perTab.get(main) ?? 0) + 1);
    }
    const fullTabs = [...perTab.values()].filter((count) => count >= 5).length;
    expect(fullTabs).toBeGreaterThanOrEqual(8);
  });

  it('tags exactly the nsfw roles with the NSFW tag, never as the main tab', () => {
    for (const role of STARTER_ROLES) {
      expect(role.tags.some(isNsfwTag)).toBe(role.nsfw);
      expect(isNsfwTag(role.tags[0] ?? '')).toBe(false);
    }
    expect(STARTER_ROLES.filter((r) => r.nsfw).length).toBeGreaterThanOrEqual(6);
  });

  it('keeps every look within the allowed cover values', () => {
    const hairStyles: readonly string[] = HAIR_STYLES;
    const accessories: readonly string[] = ACCESSORIES;
    const backdrops: readonly string[] = BACKDROPS;
    for (const { look } of STARTER_ROLES) {
      expect(hairStyles).toContain(look.hairStyle);
      expect(accessories).toContain(look.accessory);
      expect(backdrops).toContain(look.backdrop);
      for (const colour of [look.hairColor, look.eyeColor, look.skinTone, look.outfitColor]) {
        expect(colour).toMatch(COLOUR);
      }
    }
  });

  it('keeps voices and like counts within range', () => {
    for (const role of STARTER_ROLES) {
      expect(role.voice.pitch).toBeGreaterThanOrEqual(0.5);
      expect(role.voice.pitch).toBeLessThanOrEqual(2);
      expect(role.voice.rate).toBeGreaterThanOrEqual(0.7);
      expect(role.voice.rate).toBeLessThanOrEqual(1.4);
      expect(Number.isInteger(role.likeCount)).toBe(true);
      expect(role.likeCount).toBeGreaterThanOrEqual(50);
      expect(role.likeCount).toBeLessThanOrEqual(20000);
    }
  });

  it('uses only known genders', () => {
    for (const role of STARTER_ROLES) expect(['female', 'male', 'non']).toContain(role.gender);
  });
});

describe('starter banners and plays', () => {
  const slugs = new Set(STARTER_ROLES.map((r) => r.slug));

  it('promotes existing roles through in-app links', () => {
    expect(STARTER_BANNERS.length).toBeGreaterThanOrEqual(4);
    expect(new Set(STARTER_BANNERS.map((b) => b.slug)).size).toBe(STARTER_BANNERS.length);
    for (const banner of STARTER_BANNERS) {
      expect(slugs.has(banner.roleSlug)).toBe(true);
      expect(banner.linkUrl.startsWith('/')).toBe(true);
      expect(banner.linkUrl.startsWith('//')).toBe(false);
      expect(['true', 'whitelist']).toContain(banner.show);
    }
    expect(STARTER_BANNERS.some((b) => b.show === 'whitelist')).toBe(true);
  });

  it('has performances by existing Dance or Anime roles', () => {
    expect(STARTER_PLAYS.length).toBeGreaterThanOrEqual(8);
    expect(new Set(STARTER_PLAYS.map((p) => p.slug)).size).toBe(STARTER_PLAYS.length);
    const bySlug = new Map(STARTER_ROLES.map((r) => [r.slug, r]));
    for (const play of STARTER_PLAYS) {
      const role = bySlug.get(play.roleSlug);
      expect(role).toBeDefined();
      expect(['Dance', 'Anime']).toContain(role?.tags[0]);
      expect(['sing', 'dance']).toContain(play.playType);
    }
    expect(STARTER_PLAYS.some((p) => p.playType === 'sing')).toBe(true);
    expect(STARTER_PLAYS.some((p) => p.playType === 'dance')).toBe(true);
  });
});

describe('starter text', () => {
  const all = [
    ...strings(STARTER_ROLES, 'roles'),
    ...strings(STARTER_BANNERS, 'banners'),
    ...strings(STARTER_PLAYS, 'plays'),
  ];

  it('has no empty field', () => {
    const empty = all.filter(([, text]) => text.trim() === '').map(([path]) => path);
    expect(empty).toEqual([]);
  });

  it('has no angle brackets', () => {
    const bracketed = all.filter(([, text]) => /[<>]/.test(text)).map(([path]) => path);
    expect(bracketed).toEqual([]);
  });
});
