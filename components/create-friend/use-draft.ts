'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { ApiFailure } from '@/lib/client/api';
import type { RoleDraft, RoleDraftPatch } from '@/lib/contracts/role-create';
import { roleCreateApi, roleDraftKey } from '@/lib/create-friend/role-create-api';

/** The draft being edited, and its save: the answer of each save is the draft as stored. */
export function useDraft(roleId: number | undefined) {
  const queryClient = useQueryClient();
  const draft = useQuery({
    queryKey: roleDraftKey(roleId ?? 0),
    queryFn: ({ signal }) => roleCreateApi.draft(roleId!, signal),
    enabled: roleId !== undefined,
    retry: (count, error) => !(error instanceof ApiFailure && error.code < 500 && error.code > 0) && count < 2,
  });
  const save = useMutation({
    mutationFn: (patch: RoleDraftPatch) => roleCreateApi.save(roleId!, patch),
    onSuccess: (stored: RoleDraft) => queryClient.setQueryData(roleDraftKey(stored.roleId), stored),
  });
  return { draft, save };
}

/** A failed call in words: the server's reason when it gave one, else the seed's "Save failed". */
export function useFailureText() {
  const t = useTranslations('CreateFriend');
  return (error: unknown) => (error instanceof ApiFailure && error.code > 0 && error.code < 500 && error.message ? t('refused', { reason: error.message }) : t('saveFailed'));
}
