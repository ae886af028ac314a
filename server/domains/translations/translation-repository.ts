import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { bannerTranslations, playTranslations, roleTranslations, tagTranslations } from '@/server/db/schema';

export interface RoleText {
  name: string | null;
  intro: string;
  greeting: string;
  exampleDialogue: string;
}

/** The catalogue's text in one language, read by what it translates; each read is one query. */
export class TranslationRepository {
  constructor(private readonly db: Database) {}

  async roleTexts(roleIds: number[], locale: string): Promise<Map<number, RoleText>> {
    if (roleIds.length === 0) return new Map();
    const t = roleTranslations;
    const rows = await this.db
      .select({ id: t.roleId, name: t.name, intro: t.intro, greeting: t.greeting, exampleDialogue: t.exampleDialogue })
      .from(t)
      .where(and(eq(t.locale, locale), inArray(t.roleId, roleIds)));
    return new Map(rows.map(({ id, ...text }) => [id, text]));
  }

  async tagLabels(tagIds: number[], locale: string): Promise<Map<number, string>> {
    if (tagIds.length === 0) return new Map();
    const t = tagTranslations;
    const rows = await this.db.select({ id: t.tagId, label: t.label }).from(t).where(and(eq(t.locale, locale), inArray(t.tagId, tagIds)));
    return new Map(rows.map((r) => [r.id, r.label]));
  }

  async bannerTexts(bannerIds: number[], locale: string): Promise<Map<number, { title: string; subtitle: string }>> {
    if (bannerIds.length === 0) return new Map();
    const t = bannerTranslations;
    const rows = await this.db
      .select({ id: t.bannerId, title: t.title, subtitle: t.subtitle })
      .from(t)
      .where(and(eq(t.locale, locale), inArray(t.bannerId, bannerIds)));
    return new Map(rows.map(({ id, ...text }) => [id, text]));
  }

  async playTexts(playIds: number[], locale: string): Promise<Map<number, { title: string; topic: string }>> {
    if (playIds.length === 0) return new Map();
    const t = playTranslations;
    const rows = await this.db.select({ id: t.playId, title: t.title, topic: t.topic }).from(t).where(and(eq(t.locale, locale), inArray(t.playId, playIds)));
    return new Map(rows.map(({ id, ...text }) => [id, text]));
  }
}
