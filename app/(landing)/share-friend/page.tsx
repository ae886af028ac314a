import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ShareRole } from '@/components/landing/share-role';
import { EmptyState, HeartIcon } from '@/components/search/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import type { RoleDetail } from '@/lib/contracts/role';
import { roleProfilePath } from '@/lib/routes';
import { siteOrigin } from '@/server/web/site-origin';
import { findVisibleRole } from '@/server/web/visible-role';
import { FillImage } from '@/components/ui/fill-image';

type SearchParams = Promise<{ roleId?: string }>;

async function loadRole(searchParams: SearchParams): Promise<RoleDetail | undefined> {
  return (await findVisibleRole((await searchParams).roleId))?.role;
}

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const t = await getTranslations('Landing');
  const role = await loadRole(searchParams);
  return { title: role ? t('share.title', { name: role.roleName }) : t('share.missingTitle'), robots: { index: false } };
}

/** Share a role (seed §2 /share-friend): ?roleId names it; the shared link is its public profile. */
export default async function ShareFriendPage({ searchParams }: { searchParams: SearchParams }) {
  const t = await getTranslations('Landing');
  const role = await loadRole(searchParams);
  if (!role) {
    return (
      <div className="mx-auto max-w-xl">
        <PageHeader title={t('share.missingTitle')} backLabel={t('back')} />
        <EmptyState icon={<HeartIcon />} title={t('share.missingTitle')} body={t('share.missingBody')} actionHref="/" actionLabel={t('moreOnDiscover')} />
      </div>
    );
  }
  const profile = roleProfilePath(role.roleName, role.roleId);
  const url = new URL(profile, await siteOrigin()).href;
  return (
    <div className="mx-auto max-w-xl">
      <PageHeader title={t('share.heading')} backHref={profile} backLabel={t('back')} />
      <article className="overflow-hidden rounded-[2rem] bg-white shadow-xl ring-1 ring-black/5" data-testid="share-card">
        <div className="relative aspect-[4/3] bg-gradient-to-br from-brand-100 to-indigo-100 sm:aspect-[16/10]">
          {role.roleCover && <FillImage src={role.roleCover} alt={t('coverAlt', { name: role.roleName })} priority sizes="(min-width: 608px) 576px, calc(100vw - 32px)" className="object-cover object-top" />}
          <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/80 to-transparent p-5 pt-16 text-white">
            <h2 className="text-2xl font-black drop-shadow">{role.roleName}</h2>
            <p className="text-sm text-white/85">{t('share.by', { author: role.roleAuthor })}</p>
          </div>
        </div>
        <div className="p-5">
          <p className="line-clamp-4 text-sm leading-relaxed text-ink-soft">{role.intro}</p>
          <p className="mt-4 truncate rounded-2xl bg-ink/[0.04] px-4 py-3 font-mono text-xs text-ink-soft" title={url}>
            {url}
          </p>
          <div className="mt-5">
            <ShareRole url={url} title={t('share.title', { name: role.roleName })} text={t('share.text', { name: role.roleName })} />
          </div>
          <Link href={`/chat-play/${role.roleId}`} className="mt-4 block text-center text-sm font-bold text-brand-700 hover:underline">
            {t('share.chat', { name: role.roleName })}
          </Link>
        </div>
      </article>
    </div>
  );
}
