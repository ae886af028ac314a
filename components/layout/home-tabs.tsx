'use client';

import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { TabLinks } from '@/components/ui/tab-links';

/**
 * Discover and For you (seed §2 top header). Inside the native app "/" opens on for-you, so Discover
 * links to /discover there; the web keeps "/" as the discover page.
 */
export function HomeTabs({ inApp, className }: { inApp: boolean; className?: string }) {
  const t = useTranslations('Shell');
  const pathname = usePathname();
  const value = pathname === '/foryou' ? 'foryou' : 'discover';
  return (
    <TabLinks
      variant="plain"
      label={t('homeTabs')}
      value={pathname === '/' || pathname === '/discover' || pathname === '/foryou' ? value : ''}
      className={className}
      items={[
        { key: 'discover', label: t('discover'), href: inApp ? '/discover' : '/' },
        { key: 'foryou', label: t('forYou'), href: '/foryou' },
      ]}
    />
  );
}
