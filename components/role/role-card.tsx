import Image from 'next/image';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { RoleCard as RoleCardData } from '@/lib/contracts/role';
import { roleProfilePath } from '@/lib/routes';

const compact = new Intl.NumberFormat('en', { notation: 'compact' });

export async function RoleCard({ role, priority = false }: { role: RoleCardData; priority?: boolean }) {
  const t = await getTranslations('RoleCard');
  const common = await getTranslations('Common');
  return (
    <article className="group relative overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-black/5 transition hover:-translate-y-0.5 hover:shadow-lg">
      <Link href={roleProfilePath(role.roleName, role.roleId)} className="block" aria-label={t('open', { name: role.roleName })}>
        <div className="relative aspect-[3/4] w-full bg-brand-50">
          {role.roleCover && (
            <Image src={role.roleCover} alt="" fill sizes="(min-width: 1024px) 22vw, (min-width: 640px) 30vw, 46vw" className="object-cover" priority={priority} />
          )}
          <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/80 via-black/40 to-transparent p-3 pt-10 text-white">
            <h3 className="text-base font-bold leading-tight drop-shadow">{role.roleName}</h3>
            <p className="mt-1 line-clamp-2 text-xs text-white/90">{role.intro}</p>
          </div>
        </div>
      </Link>
      <div className="flex items-center justify-between gap-2 px-3 py-2">
        <ul className="flex min-w-0 flex-wrap gap-1" aria-label={common('tags')}>
          {role.tags.slice(0, 2).map((tag) => (
            <li key={tag.id} className="truncate rounded-full bg-brand-50 px-2 py-0.5 text-[11px] font-medium text-brand-700">
              {tag.title}
            </li>
          ))}
        </ul>
        <span className="shrink-0 text-[11px] text-ink-soft">{t('likes', { count: compact.format(role.likeCount) })}</span>
      </div>
    </article>
  );
}
