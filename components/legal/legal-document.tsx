import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/ui/page-header';

/** The date the current terms and privacy policy took effect; change it with the texts in messages/ Legal. */
export const LEGAL_UPDATED = '2026-11-23';

export type LegalDocumentName = 'terms' | 'privacy';

/** A legal text of messages/<locale>/Legal.json: title, introduction, a table of contents and its sections. */
export async function LegalDocument({ name }: { name: LegalDocumentName }) {
  const t = await getTranslations('Legal');
  const locale = await getLocale();
  const sections = Object.keys(t.raw(`${name}.sections`) as Record<string, unknown>);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(LEGAL_UPDATED));
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={t(`${name}.title`)} backLabel={t('back')} />
      <div className="grid gap-8 lg:grid-cols-[220px_1fr]">
        <nav aria-label={t('contents')} className="hidden lg:block">
          <div className="sticky top-20">
            <p className="mb-2 text-xs font-bold uppercase tracking-wider text-ink-soft">{t('contents')}</p>
            <ol className="space-y-1 border-l border-black/10 text-sm">
              {sections.map((key) => (
                <li key={key}>
                  <a href={`#${key}`} className="-ml-px block border-l-2 border-transparent py-1 pl-3 text-ink-soft hover:border-brand-500 hover:text-ink">
                    {t(`${name}.sections.${key}.title`)}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>
        <article className="rounded-3xl bg-white px-5 py-6 shadow-sm ring-1 ring-black/5 sm:px-10 sm:py-10">
          <p className="text-sm font-semibold text-brand-700">{t('updated', { date })}</p>
          <p className="mt-3 text-lg leading-relaxed text-ink">{t(`${name}.intro`)}</p>
          {sections.map((key, i) => (
            <section key={key} id={key} aria-labelledby={`${key}-title`} className="mt-8 scroll-mt-20">
              <h2 id={`${key}-title`} className="text-lg font-bold text-ink">
                <span aria-hidden className="mr-2 text-brand-500">
                  {i + 1}.
                </span>
                {t(`${name}.sections.${key}.title`)}
              </h2>
              {t(`${name}.sections.${key}.body`)
                .split('\n\n')
                .map((paragraph, p) => (
                  <p key={p} className="mt-2 leading-relaxed text-ink-soft">
                    {paragraph}
                  </p>
                ))}
            </section>
          ))}
          <p className="mt-10 border-t border-black/5 pt-6">
            <Link href="/feedback" className="inline-flex rounded-full bg-brand-600 px-5 py-2.5 text-sm font-bold text-white shadow-sm hover:bg-brand-700">
              {t('contactLink')}
            </Link>
          </p>
        </article>
      </div>
    </div>
  );
}
