import Link from 'next/link';
import { getTranslations } from 'next-intl/server';

/** The page of an unknown address (seed §2 /404): what happened and two ways on, home and search. */
export async function NotFoundView() {
  const t = await getTranslations('NotFound');
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center py-16 text-center sm:py-24" data-testid="not-found">
      <p className="text-xs font-bold uppercase tracking-[0.2em] text-brand-600">{t('eyebrow')}</p>
      <p aria-hidden className="mt-3 bg-gradient-to-br from-brand-500 via-fuchsia-500 to-indigo-500 bg-clip-text text-[7rem] font-black leading-none tracking-tighter text-transparent drop-shadow-sm sm:text-[9rem]">
        404
      </p>
      <h1 className="mt-2 text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">{t('title')}</h1>
      <p className="mt-2 max-w-sm text-ink-soft">{t('body')}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link href="/" className="inline-flex h-12 items-center justify-center rounded-full bg-brand-600 px-7 font-bold text-white shadow-lg shadow-brand-500/25 transition hover:bg-brand-700">
          {t('home')}
        </Link>
        <Link href="/search" className="inline-flex h-12 items-center justify-center rounded-full bg-white px-7 font-bold text-ink shadow-sm ring-1 ring-black/10 transition hover:bg-ink/5">
          {t('search')}
        </Link>
      </div>
    </section>
  );
}
