import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import type { TranslationRepository } from './translation-repository';

/** The fields of a role that have translations. */
interface RoleTextFields {
  id: number;
  name: string;
  intro: string;
  greeting: string;
  exampleDialogue: string;
}

/** A tag as lists show it: its English title stays its identity, its label is what people read. */
export type Labelled<T> = T & { label: string };

/**
 * The catalogue in the reader's language: roles, tags, banners and performances keep their rows and get
 * the translated words over them, field by field, where the language has them; anything untranslated (a
 * role created since, a field left out) shows in English. The source language reads nothing.
 */
export class TranslationService {
  constructor(private readonly repo: TranslationRepository) {}

  async roles<T extends RoleTextFields>(rows: T[], locale: string): Promise<T[]> {
    if (locale === DEFAULT_LOCALE || rows.length === 0) return rows;
    const texts = await this.repo.roleTexts([...new Set(rows.map((r) => r.id))], locale);
    return rows.map((row) => {
      const text = texts.get(row.id);
      if (!text) return row;
      return { ...row, name: text.name ?? row.name, intro: text.intro || row.intro, greeting: text.greeting || row.greeting, exampleDialogue: text.exampleDialogue || row.exampleDialogue };
    });
  }

  async role<T extends RoleTextFields>(row: T, locale: string): Promise<T> {
    return (await this.roles([row], locale))[0]!;
  }

  async tags<T extends { id: number; title: string }>(list: T[], locale: string): Promise<Labelled<T>[]> {
    const labels = locale === DEFAULT_LOCALE || list.length === 0 ? new Map<number, string>() : await this.repo.tagLabels([...new Set(list.map((t) => t.id))], locale);
    return list.map((tag) => ({ ...tag, label: labels.get(tag.id) ?? tag.title }));
  }

  /** Every role's tags, labelled, in one read. */
  async tagsByRole<T extends { id: number; title: string }>(byRole: Map<number, T[]>, locale: string): Promise<Map<number, Labelled<T>[]>> {
    const labelled = await this.tags([...byRole.values()].flat(), locale);
    const byId = new Map(labelled.map((t) => [t.id, t.label]));
    return new Map([...byRole].map(([roleId, list]) => [roleId, list.map((tag) => ({ ...tag, label: byId.get(tag.id) ?? tag.title }))]));
  }

  async banners<T extends { id: number; title: string; subtitle: string }>(list: T[], locale: string): Promise<T[]> {
    if (locale === DEFAULT_LOCALE || list.length === 0) return list;
    const texts = await this.repo.bannerTexts(list.map((b) => b.id), locale);
    return list.map((b) => ({ ...b, ...texts.get(b.id) }));
  }

  /** Performances: their title, and their topic where the row has one. */
  async plays<T extends { id: number; title: string; topic?: string }>(list: T[], locale: string): Promise<T[]> {
    if (locale === DEFAULT_LOCALE || list.length === 0) return list;
    const texts = await this.repo.playTexts([...new Set(list.map((p) => p.id))], locale);
    return list.map((p) => {
      const text = texts.get(p.id);
      if (!text) return p;
      return { ...p, title: text.title, ...(p.topic === undefined ? {} : { topic: text.topic }) };
    });
  }
}
