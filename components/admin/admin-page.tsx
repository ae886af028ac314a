import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/ui/page-header';

export type AdminSection = 'users' | 'koin' | 'feedback' | 'reviews' | 'models';

const SECTIONS: { key: AdminSection; href: string }[] = [
  { key: 'users', href: '/user-manage' },
  { key: 'koin', href: '/koin-manage' },
  { key: 'feedback', href: '/feedback-list' },
  { key: 'reviews', href: '/role-review' },
  { key: 'models', href: '/model-manage' },
];

/** The frame of the whitelist pages (seed §2): title, links between them, and the view-only notice for external staff. */
export async function AdminPage({ title, section, viewOnly, children }: { title: string; section: AdminSection; viewOnly?: boolean; children: React.ReactNode }) {
  const t = await getTranslations('Admin');
  return (
    <div className="pb-8">
      <PageHeader title={title} backHref="/profile" backLabel={t('back')} />
      <nav aria-label={t('navLabel')} className="-mt-2 mb-5">
        <ul className="inline-flex flex-wrap gap-1 rounded-full bg-white p-1 shadow-sm ring-1 ring-ink/10">
          {SECTIONS.map(({ key, href }) => {
            const active = key === section;
            return (
              <li key={key}>
                <Link
                  href={href}
                  aria-current={active ? 'page' : undefined}
                  className={`block rounded-full px-4 py-1.5 text-sm font-semibold transition ${active ? 'bg-ink text-white shadow' : 'text-ink-soft hover:bg-ink/5 hover:text-ink'}`}
                >
                  {t(`nav.${key}`)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {viewOnly ? (
        <p className="mb-5 flex items-start gap-2.5 rounded-2xl bg-amber-50 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-200" data-testid="admin-read-only">
          <svg aria-hidden viewBox="0 0 24 24" className="mt-0.5 h-4 w-4 shrink-0" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
            <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z" />
          </svg>
          {t('readOnly')}
        </p>
      ) : null}
      {children}
    </div>
  );
}
