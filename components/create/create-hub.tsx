import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { creationSections, type CreationIcon } from './creation-entries';

const ICON_PATHS: Record<CreationIcon, string> = {
  persona: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 9a7 7 0 0 1 14 0M18 3l1 2 2 1-2 1-1 2-1-2-2-1 2-1z',
  character: 'M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 10a7 7 0 0 1 11-5.7M19 15v6M16 18h6',
  performance: 'M9 18V5l12-2v13M9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0zm12-2a3 3 0 1 1-6 0 3 3 0 0 1 6 0z',
  game: 'M6 12h4M8 10v4M15 11h.01M18 13h.01M17.3 5H6.7a4 4 0 0 0-4 3.6L2 15a3 3 0 0 0 5.4 2l1.3-2h6.6l1.3 2A3 3 0 0 0 22 15l-.7-6.4A4 4 0 0 0 17.3 5z',
  voice: 'M12 2a3 3 0 0 0-3 3v7a3 3 0 0 0 6 0V5a3 3 0 0 0-3-3zM19 10v2a7 7 0 0 1-14 0v-2M12 19v3',
  model: 'M12 2l8 4.5v9L12 20l-8-4.5v-9zM12 11l8-4.5M12 11v9M12 11L4 6.5',
  space: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18',
  music: 'M9 18V5l12-2v13M9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0zm12-2a3 3 0 1 1-6 0 3 3 0 0 1 6 0z',
  motion: 'M13 4a2 2 0 1 0 0-.01M9 20l3-6 3 3v4M6 12l3-3 4 1 3 3 3-1',
  image: 'M4 5h16v14H4zM4 15l4-4 5 5 3-3 4 4M15 9h.01',
  library: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z',
};

function EntryIcon({ icon, muted = false }: { icon: CreationIcon; muted?: boolean }) {
  return (
    <span aria-hidden className={`grid h-12 w-12 shrink-0 place-items-center rounded-2xl ${muted ? 'bg-ink/[0.06] text-ink-soft' : 'bg-gradient-to-br from-brand-500 to-indigo-500 text-white shadow-sm'}`}>
      <svg viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d={ICON_PATHS[icon]} />
      </svg>
    </span>
  );
}

/**
 * /create: what a person can make today, one card per ready creation flow, and an honest list of what
 * is planned (no links: those pages do not exist yet). The flows are listed in creation-entries.ts.
 */
export async function CreateHub() {
  const t = await getTranslations('Create');
  const { ready, planned } = creationSections();
  return (
    <div className="mx-auto max-w-2xl pb-8 pt-6 md:pt-10">
      <h1 className="text-2xl font-extrabold tracking-tight text-ink md:text-3xl">{t('title')}</h1>
      <p className="mt-1 text-ink-soft">{t('subtitle')}</p>
      <ul className="mt-6 grid gap-3" aria-label={t('readyLabel')}>
        {ready.map((entry) => (
          <li key={entry.id}>
            <Link
              href={entry.href}
              data-testid={`create-entry-${entry.id}`}
              className="flex items-center gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-black/5 transition hover:shadow-md hover:ring-brand-500/30"
            >
              <EntryIcon icon={entry.icon} />
              <span className="min-w-0 flex-1">
                <span className="block font-bold text-ink [overflow-wrap:anywhere]">{t(`entries.${entry.id}.title`)}</span>
                <span className="mt-0.5 block text-sm text-ink-soft [hyphens:auto]">{t(`entries.${entry.id}.description`)}</span>
              </span>
              <svg aria-hidden viewBox="0 0 24 24" className="h-5 w-5 shrink-0 text-ink-soft" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
                <path d="M9 18l6-6-6-6" />
              </svg>
            </Link>
          </li>
        ))}
      </ul>
      {planned.length > 0 ? (
        <section aria-labelledby="create-soon" className="mt-8 rounded-3xl bg-ink/[0.03] p-5 ring-1 ring-ink/5" data-testid="create-coming-soon">
          <h2 id="create-soon" className="text-lg font-bold text-ink">
            {t('soonTitle')}
          </h2>
          <p className="mt-1 text-sm text-ink-soft">{t('soonBody')}</p>
          <ul className="mt-4 grid gap-3">
            {planned.map((entry) => (
              <li key={entry.id} className="flex items-center gap-4" data-testid={`create-soon-${entry.id}`}>
                <EntryIcon icon={entry.icon} muted />
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold text-ink">{t(`entries.${entry.id}.title`)}</span>
                  <span className="block text-sm text-ink-soft [hyphens:auto]">{t(`entries.${entry.id}.description`)}</span>
                </span>
                <span className="shrink-0 rounded-full bg-white px-2.5 py-1 text-[11px] font-bold uppercase tracking-wide text-ink-soft ring-1 ring-ink/10">{t('soonBadge')}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
