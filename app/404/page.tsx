import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundView } from '@/components/landing/not-found-view';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('NotFound'))('title'), robots: { index: false } };
}

/** Seed §2: unknown paths are sent here. */
export default function NotFoundPage() {
  return <NotFoundView />;
}
