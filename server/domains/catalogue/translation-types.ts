/** One role's text in one language; fields it lacks show in English. */
export interface RoleTranslation {
  /** Only where the language writes the name in its own script. */
  name?: string;
  intro: string;
  greeting: string;
  /** Lines separated by "\n", as the role's own example dialogue. */
  exampleDialogue: string;
}

/** The catalogue's text in one language. */
export interface LocaleTranslations {
  /** By role slug. */
  roles: Map<string, RoleTranslation>;
  /** Label by English tag title. */
  tags: Record<string, string>;
  /** By banner slug. */
  banners: Record<string, { title: string; subtitle: string }>;
  /** By play slug. */
  plays: Record<string, { title: string; topic: string }>;
}

/** Every translated language of the catalogue, by locale (e.g. "fr-FR"). */
export type CatalogueTranslations = Map<string, LocaleTranslations>;
