import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { STARTER_DATA_DIR } from './starter-schema';
import type { StarterRole } from './starter-types';
import { catalogueTranslationSchema, roleTranslationSchema, type TranslatableCatalogue } from './translation-schema';
import type { CatalogueTranslations, LocaleTranslations, RoleTranslation } from './translation-types';

/** The folder of the catalogue's translations, one folder per locale (TRANSLATIONS format: see starter-data/README.md). */
export const TRANSLATIONS_DIR = `${STARTER_DATA_DIR}/translations`;

const LOCALE_FOLDER = /^[a-z]{2,3}-[A-Z]{2}$/;

/** How an error names a file: relative to the app's folder when it is inside it. */
function shown(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? file : relative;
}

function fail(file: string, problems: string[]): never {
  throw new Error(`Invalid catalogue translation file ${shown(file)}: ${problems.join('; ')}`);
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    return fail(file, [`(the whole file): not readable JSON (${(error as Error).message})`]);
  }
}

function parse<T>(file: string, schema: z.ZodType<T, unknown>, content: unknown): T {
  const result = schema.safeParse(content);
  if (result.success) return result.data;
  return fail(
    file,
    result.error.issues.map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(the whole file)'}: ${issue.message}`),
  );
}

/** The English catalogue the translations are checked against. */
export interface SourceCatalogue extends TranslatableCatalogue {
  roles: readonly StarterRole[];
}

/**
 * Reads and checks every language's translations under `root` (`<locale>/roles/<slug>.json` and
 * `<locale>/catalogue.json`). A bad file, a file for a role the catalogue does not have or a folder that is not
 * a locale stops the start with a message naming the file and the field; a missing file is no error here (the
 * text shows in English), the completeness test names what is missing.
 */
export function loadCatalogueTranslations(root: string, source: SourceCatalogue): CatalogueTranslations {
  const translations: CatalogueTranslations = new Map();
  if (!fs.existsSync(root)) return translations;
  const rolesBySlug = new Map(source.roles.map((r) => [r.slug, r]));
  const catalogueSchema = catalogueTranslationSchema(source);
  for (const entry of fs.readdirSync(root, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const folder = path.join(root, entry.name);
    if (!entry.isDirectory()) fail(folder, ['(the whole file): only locale folders belong here, e.g. fr-FR/']);
    if (!LOCALE_FOLDER.test(entry.name)) fail(folder, [`(the whole file): "${entry.name}" is not a locale such as fr-FR`]);
    if (entry.name === DEFAULT_LOCALE) fail(folder, [`(the whole file): ${DEFAULT_LOCALE} is the source language, written in ${STARTER_DATA_DIR}/ itself`]);
    const roles = new Map<string, RoleTranslation>();
    const rolesFolder = path.join(folder, 'roles');
    if (fs.existsSync(rolesFolder)) {
      for (const name of fs.readdirSync(rolesFolder).sort()) {
        const file = path.join(rolesFolder, name);
        const role = rolesBySlug.get(name.replace(/\.json$/, ''));
        if (!name.endsWith('.json') || !role) fail(file, [`(the whole file): there is no role ${name} in ${STARTER_DATA_DIR}/roles/`]);
        roles.set(role.slug, parse(file, roleTranslationSchema(role), readJson(file)));
      }
    }
    const catalogueFile = path.join(folder, 'catalogue.json');
    const catalogue = fs.existsSync(catalogueFile) ? parse(catalogueFile, catalogueSchema, readJson(catalogueFile)) : { tags: {}, banners: {}, plays: {} };
    const language: LocaleTranslations = { roles, ...catalogue };
    translations.set(entry.name, language);
  }
  return translations;
}
