import Link from 'next/link';
import { getTranslations } from 'next-intl/server';

export default async function NotFound() {
  const t = await getTranslations('NotFound');
  return (
    <section className="mx-auto max-w-md py-24 text-center">
      <p className="text-6xl font-black text-brand-500">404</p>
      <h1 className="mt-4 text-2xl font-bold">{t('title')}</h1>
      <p className="mt-2 text-ink-soft">{t('body')}</p>
      <Link href="/" className="mt-6 inline-block rounded-full bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700">
        {t('home')}
      </Link>
    </section>
  );
}
