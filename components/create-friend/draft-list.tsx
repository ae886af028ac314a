'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FillImage } from '@/components/ui/fill-image';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { Tabs } from '@/components/ui/tabs';
import { api } from '@/lib/client/api';
import { RoleStatusFilter } from '@/lib/contracts/role-rules';
import type { RoleCard } from '@/lib/contracts/role';
import { editorHref } from '@/lib/create-friend/editor-paths';
import { createFriendHref } from '@/lib/create-friend/steps';
import { roleProfilePath } from '@/lib/routes';

/** The person's characters by where they stand (seed filterAiRoleList): being made, published by link, listed in Discover. */
const SHELVES = [
  { key: 'drafts', status: RoleStatusFilter.Draft },
  { key: 'published', status: RoleStatusFilter.Success },
  { key: 'listed', status: RoleStatusFilter.Approved },
] as const;
type Shelf = (typeof SHELVES)[number]['key'];

/**
 * /my-draft and /create-friend-draft (seed §2): the person's characters, newest first: the drafts, then the
 * published ones and those in Discover, each with its editors. A draft opens its create-friend page; a
 * published character opens its profile.
 */
export function DraftList() {
  const t = useTranslations('CreateFriend');
  const [shelf, setShelf] = useState<Shelf>('drafts');
  const status = SHELVES.find((s) => s.key === shelf)!.status;
  const roles = useQuery({
    queryKey: ['role-drafts', status],
    queryFn: ({ signal }) => api<{ list: RoleCard[]; total: number }>('/app/role/filterAiRoleList', { body: { status, current: 1, size: 50 }, signal }),
  });
  const isDraft = shelf === 'drafts';
  return (
    <div className="mx-auto max-w-3xl pb-12">
      <PageHeader
        title={t('draftsTitle')}
        backHref="/create"
        backLabel={t('back')}
        action={
          <Link href={createFriendHref()} className="rounded-full bg-brand-600 px-4 py-2 text-sm font-bold text-white shadow-sm hover:bg-brand-700">
            {t('newCharacter')}
          </Link>
        }
      />
      <Tabs
        variant="adhesion"
        label={t('shelves.label')}
        className="mb-4"
        value={shelf}
        onChange={(key) => setShelf(key as Shelf)}
        items={SHELVES.map(({ key }) => ({ key, label: t(`shelves.${key}`) }))}
      />
      <div role="tabpanel" aria-label={t(`shelves.${shelf}`)}>
        {roles.isError ? (
          <LoadError message={t('loadError')} retryLabel={t('retryLoad')} onRetry={() => void roles.refetch()} />
        ) : roles.isPending ? (
          <p className="text-ink-soft">{t('loading')}</p>
        ) : roles.data.list.length === 0 ? (
          <p className="rounded-3xl bg-white/70 px-6 py-10 text-center text-ink-soft shadow-sm ring-1 ring-black/5" data-testid={isDraft ? 'drafts-empty' : `${shelf}-empty`}>
            {isDraft ? t('noDrafts') : t(`shelves.${shelf}Empty`)}
          </p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid={isDraft ? 'draft-list' : `${shelf}-list`}>
            {roles.data.list.map((role) => (
              <li key={role.roleId} data-role-id={role.roleId}>
                <Link
                  href={isDraft ? createFriendHref(role.roleId) : roleProfilePath(role.roleName, role.roleId)}
                  className="block rounded-3xl bg-white p-2 shadow-sm ring-1 ring-black/5 hover:shadow-md"
                >
                  <span className="relative block aspect-[3/4] overflow-hidden rounded-2xl bg-gradient-to-br from-brand-100 via-white to-indigo-100">
                    {role.roleCover ? <FillImage src={role.roleCover} alt="" className="object-cover" /> : null}
                  </span>
                  <span id={`draft-name-${role.roleId}`} className="block truncate px-1.5 pt-2 font-bold text-ink">
                    {role.roleName || t('untitled')}
                  </span>
                </Link>
                <Link
                  href={editorHref(role.roleId)}
                  className="mt-1.5 flex h-9 items-center justify-center rounded-full bg-white text-sm font-bold text-ink shadow-sm ring-1 ring-ink/10 hover:bg-brand-50"
                  aria-describedby={`draft-name-${role.roleId}`}
                  data-testid="draft-edit"
                >
                  {t('edit')}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
