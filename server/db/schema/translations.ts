import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ref, regconfig, tsvector } from './columns';
import { plays } from './assets';
import { roleRef, tags } from './roles';
import { banners } from './social';

/**
 * A role's text in one interface language (any role: the starter catalogue's are seeded, a creator's may be
 * added later). `name` is set only where the language writes the name in its own script; every field falls
 * back to the role's own (English) text where there is no translation.
 */
export const roleTranslations = pgTable(
  'role_translations',
  {
    roleId: roleRef(),
    locale: text('locale').notNull(),
    name: text('name'),
    intro: text('intro').notNull(),
    greeting: text('greeting').notNull(),
    exampleDialogue: text('example_dialogue').notNull(),
    /** The configuration the search document is stemmed with (see server/domains/feed/search-language.ts). */
    searchConfig: regconfig('search_config').notNull(),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector(search_config, coalesce(name, '')), 'A') || setweight(to_tsvector(search_config, intro), 'B')`,
      ),
  },
  (t) => [
    primaryKey({ columns: [t.roleId, t.locale] }),
    index('role_translations_search_idx').using('gin', t.search),
    index('role_translations_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('role_translations_intro_trgm_idx').using('gin', t.intro.op('gin_trgm_ops')),
  ],
);

/** A tag's label in one interface language; the English title stays the tag's identity in addresses. */
export const tagTranslations = pgTable(
  'tag_translations',
  {
    tagId: ref('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    label: text('label').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tagId, t.locale] })],
);

/** A home banner's words in one interface language. */
export const bannerTranslations = pgTable(
  'banner_translations',
  {
    bannerId: ref('banner_id')
      .notNull()
      .references(() => banners.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bannerId, t.locale] })],
);

/** A performance's title and topic in one interface language. */
export const playTranslations = pgTable(
  'play_translations',
  {
    playId: ref('play_id')
      .notNull()
      .references(() => plays.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    topic: text('topic').notNull(),
  },
  (t) => [primaryKey({ columns: [t.playId, t.locale] })],
);
