import type { TranslationRepository } from '@/server/domains/translations/translation-repository';
import { TranslationService } from '@/server/domains/translations/translation-service';
import type { TagRepository } from './tag-repository';
import { TAB_CACHE_TTL_MS, TagService } from './tag-service';

/** French labels for tag 1 only; what each read asked for is kept. */
function frenchLabels() {
  const asked: string[] = [];
  const repo = {
    tagLabels: async (ids: number[], locale: string) => {
      asked.push(locale);
      return new Map(locale === 'fr-FR' ? ids.filter((id) => id === 1).map((id) => [id, 'Animé']) : []);
    },
  } as unknown as TranslationRepository;
  return { translations: new TranslationService(repo), asked };
}

function fakeRepository() {
  const calls: boolean[] = [];
  let fail = false;
  const repo = {
    listTabs: async ({ includeNsfw }: { includeNsfw: boolean }) => {
      calls.push(includeNsfw);
      if (fail) throw new Error('db down');
      return includeNsfw ? [{ id: 1, title: 'Anime', background: null }, { id: 2, title: 'NSFW', background: null }] : [{ id: 1, title: 'Anime', background: null }];
    },
  } as unknown as TagRepository;
  return { repo, calls, setFail: (v: boolean) => (fail = v) };
}

describe('TagService tab cache', () => {
  it('reads each variant once within the TTL, apart for adult and general lists', async () => {
    const { repo, calls } = fakeRepository();
    let now = 0;
    const service = new TagService(repo, frenchLabels().translations, () => now);
    expect(await service.listTabs(false)).toHaveLength(1);
    expect(await service.listTabs(false)).toHaveLength(1);
    expect(await service.listTabs(true)).toHaveLength(2);
    expect(calls).toEqual([false, true]);
    now = TAB_CACHE_TTL_MS;
    await service.listTabs(false);
    expect(calls).toEqual([false, true, false]);
  });

  it('reads again after invalidate', async () => {
    const { repo, calls } = fakeRepository();
    const service = new TagService(repo, frenchLabels().translations, () => 0);
    await service.listTabs(false);
    service.invalidate();
    await service.listTabs(false);
    expect(calls).toEqual([false, false]);
  });

  it('does not keep a failure', async () => {
    const { repo, calls, setFail } = fakeRepository();
    const service = new TagService(repo, frenchLabels().translations, () => 0);
    setFail(true);
    await expect(service.listTabs(false)).rejects.toThrow('db down');
    setFail(false);
    expect(await service.listTabs(false)).toHaveLength(1);
    expect(calls).toHaveLength(2);
  });

  it('keeps one list per language, labelled in it, with the English title as the identity', async () => {
    const { repo, calls } = fakeRepository();
    const { translations, asked } = frenchLabels();
    const service = new TagService(repo, translations, () => 0);
    expect(await service.listTabs(true, 'fr-FR')).toEqual([
      { id: 1, title: 'Anime', label: 'Animé', background: null },
      { id: 2, title: 'NSFW', label: 'NSFW', background: null },
    ]);
    expect(await service.listTabs(true, 'en-US')).toEqual([
      { id: 1, title: 'Anime', label: 'Anime', background: null },
      { id: 2, title: 'NSFW', label: 'NSFW', background: null },
    ]);
    await service.listTabs(true, 'fr-FR');
    expect(calls).toEqual([true, true]);
    // English is the source: it reads no translation.
    expect(asked).toEqual(['fr-FR']);
  });
});
