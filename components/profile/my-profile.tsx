'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useAccount, type AccountSnapshot } from '@/lib/client/account-queries';
import { KoinIcon } from '@/components/wallet/koin-icon';
import { MENU_ICONS } from './menu-icons';
import { profileMenu, type ProfileMenuItem } from './profile-menu';
import { UserAvatar } from './user-avatar';

/** The "My" page (/profile): who is signed in, their koin, and the way to every account page. */
export function MyProfile({ initial }: { initial: AccountSnapshot }) {
  const t = useTranslations('MyProfile');
  const { user, balance } = useAccount(initial);
  const menu = profileMenu(user.whiteListLevel, user.source);
  return (
    <div className="mx-auto max-w-4xl pt-6 md:pt-10">
      <div className="grid grid-cols-1 gap-6 md:grid-cols-[minmax(0,340px)_minmax(0,1fr)] md:items-start md:gap-8">
        <div className="flex flex-col gap-4">
          <section className="overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-ink/10">
            <div aria-hidden className="h-20 bg-gradient-to-br from-brand-500 via-fuchsia-500 to-indigo-500" />
            <div className="-mt-10 flex flex-col items-center px-6 pb-6 text-center">
              <UserAvatar src={user.avatar} name={user.name} className="h-20 w-20 text-3xl" />
              <h1 className="mt-3 max-w-full break-words text-2xl font-black tracking-tight text-ink" data-testid="my-name">
                {user.name}
              </h1>
              {user.email ? <p className="mt-0.5 max-w-full truncate text-sm text-ink-soft">{user.email}</p> : null}
              <Link
                href="/profile-edit"
                className="mt-4 inline-flex h-9 items-center gap-1.5 rounded-full bg-ink/5 px-4 text-sm font-semibold text-ink hover:bg-ink/10"
              >
                <svg aria-hidden viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
                  <path d={MENU_ICONS.editProfile} />
                </svg>
                {t('editProfile')}
              </Link>
            </div>
          </section>
          <Link
            href="/koin"
            aria-label={t('balanceLink', { balance })}
            className="group flex items-center gap-4 rounded-3xl bg-gradient-to-br from-amber-100 to-orange-100 p-5 shadow-sm ring-1 ring-amber-300/60 hover:from-amber-200 hover:to-orange-200"
          >
            <KoinIcon className="h-12 w-12 shrink-0 drop-shadow-sm" />
            <span className="min-w-0 flex-1">
              <span className="block text-xs font-bold uppercase tracking-wider text-amber-900/80">{t('balance')}</span>
              <span className="block text-3xl font-black tabular-nums text-amber-950" data-testid="my-balance">
                {balance}
              </span>
            </span>
            <span className="inline-flex items-center gap-1 text-sm font-bold text-amber-900">
              {t('getMore')}
              <Chevron />
            </span>
          </Link>
        </div>
        <nav aria-label={t('menuLabel')} className="flex flex-col gap-6">
          <MenuGroup title={t('accountGroup')} items={menu.account} />
          {menu.manage.length > 0 ? <MenuGroup title={t('manageGroup')} items={menu.manage} /> : null}
        </nav>
      </div>
    </div>
  );
}

function MenuGroup({ title, items }: { title: string; items: ProfileMenuItem[] }) {
  const t = useTranslations('MyProfile');
  return (
    <section aria-label={title}>
      <h2 className="mb-2 px-1 text-xs font-bold uppercase tracking-wider text-ink-soft">{title}</h2>
      <ul className="divide-y divide-ink/5 overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-ink/10">
        {items.map((item) => (
          <li key={item.key}>
            <Link href={item.href} className="flex min-h-14 items-center gap-3 px-4 py-3 hover:bg-brand-50/60 focus-visible:bg-brand-50/60">
              <span aria-hidden className="grid h-9 w-9 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
                <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.9" strokeLinecap="round" strokeLinejoin="round">
                  <path d={MENU_ICONS[item.key]} />
                </svg>
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-ink">{t(`menu.${item.key}.title`)}</span>
                <span className="block text-xs text-ink-soft">{t(`menu.${item.key}.hint`)}</span>
              </span>
              <Chevron />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Chevron() {
  return (
    <svg aria-hidden viewBox="0 0 24 24" className="h-4 w-4 shrink-0 text-ink-soft" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round">
      <path d="M9 6l6 6-6 6" />
    </svg>
  );
}
