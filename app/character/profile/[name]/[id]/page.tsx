import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { ProfileRelation } from '@/components/chat/relation-meter';
import { RoleText } from '@/components/chat/role-text';
import { fillPlaceholders, isNsfwRole, RoleStatus } from '@/lib/contracts/role-rules';
import type { RoleDetail } from '@/lib/contracts/role';
import { isLocale, LOCALE_PARAM, type Locale } from '@/lib/i18n/locales';
import { roleProfilePath } from '@/lib/routes';
import { inLanguage, languageAlternates } from '@/server/web/profile-alternates';
import { profileJsonLd } from '@/server/web/profile-json-ld';
import { siteOrigin } from '@/server/web/site-origin';
import { findVisibleRole } from '@/server/web/visible-role';
import { FillImage } from '@/components/ui/fill-image';

type Params = Promise<{ name: string; id: string }>;
/** "{{user}}: …" / "{{char}}: …": who says an example line. */
const SPEAKER = /^\s*\{\{\s*(user|char)\s*\}\}\s*:\s*/i;

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * The role in the page's language, and the page's own address: the profile's address (with the name the role
 * was written with, the same in every language), plus `?hl=` when the address asked for a language.
 */
async function loadRole(id: string, searchParams: SearchParams): Promise<{ role: RoleDetail; viewerName: string | null; path: string; address: string; locale: Locale } | undefined> {
  const [found, asked] = await Promise.all([findVisibleRole(id), searchParams.then((p) => [p[LOCALE_PARAM]].flat()[0])]);
  if (!found) return undefined;
  const path = roleProfilePath(found.sourceName, found.role.roleId);
  const locale = found.viewer.locale as Locale;
  return { role: found.role, viewerName: found.viewer.name, path, locale, address: isLocale(asked) && asked === locale ? inLanguage(path, locale) : path };
}

export async function generateMetadata({ params, searchParams }: { params: Params; searchParams: SearchParams }): Promise<Metadata> {
  const found = await loadRole((await params).id, searchParams);
  if (!found) return {};
  const { role, path, address, locale } = found;
  const images = role.roleCover ? [{ url: role.roleCover, alt: role.roleName }] : [];
  return {
    title: role.roleName,
    description: role.intro,
    alternates: { canonical: address, languages: languageAlternates(path) },
    openGraph: { type: 'profile', url: address, title: role.roleName, description: role.intro, images, locale: locale.replace('-', '_') },
    twitter: { card: 'summary_large_image', title: role.roleName, description: role.intro, images },
    // Only approved roles are public (the sitemap's rule); a published one opens by its link but is not indexed.
    ...(role.roleStatus !== RoleStatus.Approved || isNsfwRole(role) ? { robots: { index: false } } : {}),
  };
}

export default async function RoleProfilePage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const found = await loadRole((await params).id, searchParams);
  if (!found) notFound();
  const { role, viewerName, address, locale } = found;
  const t = await getTranslations('Profile');
  const common = await getTranslations('Common');
  const chat = await getTranslations('Chat');
  const names = { user: viewerName, char: role.roleName, locale: await getLocale() };
  const dialogue = role.exampleDialogue
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => {
      const speaker = SPEAKER.exec(line);
      return { mine: speaker?.[1]?.toLowerCase() === 'user', text: fillPlaceholders(speaker ? line.slice(speaker[0].length) : line, names) };
    });

  const origin = await siteOrigin();
  return (
    <article className="grid gap-6 pt-6 md:grid-cols-[minmax(0,340px)_1fr] md:gap-10 md:pt-10">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: profileJsonLd(role, origin, { path: address, locale }) }} />
      <div>
        <Link href="/" className="mb-3 inline-block text-sm font-semibold text-brand-700 hover:underline">
          ← {t('back')}
        </Link>
        <div className="relative mx-auto aspect-[3/4] max-h-[52svh] overflow-hidden rounded-3xl md:max-h-none bg-brand-50 shadow-lg ring-1 ring-black/5">
          {role.roleCover && <FillImage src={role.roleCover} alt={t('coverAlt', { name: role.roleName })} sizes="(min-width: 768px) 340px, calc(100vw - 32px)" className="object-cover" priority />}
        </div>
      </div>
      <div className="min-w-0">
        <h1 className="text-3xl font-black tracking-tight [overflow-wrap:anywhere] [hyphens:auto] sm:text-4xl">{role.roleName}</h1>
        <ul className="mt-3 flex flex-wrap gap-2" aria-label={common('tags')}>
          {role.tags.map((tag) => (
            <li key={tag.id} className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700">
              {tag.label ?? tag.title}
            </li>
          ))}
        </ul>
        <p className="mt-4 text-lg leading-relaxed text-ink">
          <RoleText text={fillPlaceholders(role.intro, names)} />
        </p>
        {/* Phones: the action bar stays in reach above the bottom nav while the page scrolls under it. */}
        <div data-testid="profile-actions" className="sticky bottom-[calc(4rem+env(safe-area-inset-bottom))] z-20 -mx-4 mt-5 px-4 py-2 md:static md:mx-0 md:p-0">
          <Link
            href={`/chat-play/${role.roleId}`}
            className="flex w-full items-center justify-center gap-2 rounded-full bg-brand-600 px-6 py-3 text-base font-bold text-white shadow-lg shadow-brand-900/20 ring-4 ring-white/70 hover:bg-brand-700 md:inline-flex md:w-auto md:shadow-md md:ring-0"
          >
            <svg aria-hidden viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
              <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />
            </svg>
            {chat('chatNow')}
          </Link>
        </div>
        <ProfileRelation roleId={role.roleId} roleName={role.roleName} />
        <Section title={t('greeting')}>
          <p className="rounded-2xl rounded-tl-sm bg-white p-4 leading-relaxed shadow-sm ring-1 ring-black/5" data-testid="profile-greeting">
            <RoleText text={fillPlaceholders(role.roleAppearInfo, names)} />
          </p>
        </Section>
        <Section title={t('personality')}>
          <p className="leading-relaxed text-ink-soft">
            <RoleText text={fillPlaceholders(role.personality, names)} />
          </p>
        </Section>
        {dialogue.length > 0 && (
          <Section title={t('examples')}>
            <ol className="flex flex-col gap-2">
              {dialogue.map((line, i) => (
                <li
                  key={i}
                  className={`max-w-[85%] rounded-2xl px-4 py-2 text-sm leading-relaxed ${line.mine ? 'self-end rounded-br-sm bg-brand-600 text-white' : 'self-start rounded-bl-sm bg-white shadow-sm ring-1 ring-black/5'}`}
                >
                  <RoleText text={line.text} tone={line.mine ? 'dark' : 'light'} />
                </li>
              ))}
            </ol>
          </Section>
        )}
      </div>
    </article>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="mt-6">
      <h2 className="mb-2 text-sm font-bold uppercase tracking-wider text-ink-soft">{title}</h2>
      {children}
    </section>
  );
}
