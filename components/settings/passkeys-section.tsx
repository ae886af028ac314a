'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { PasskeyIcon } from '@/components/auth/passkey-icon';
import { passkeyErrorMessage } from '@/components/auth/passkey-errors';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextField } from '@/components/ui/text-field';
import { ApiFailure } from '@/lib/client/api';
import { addPasskey, listPasskeys, PASSKEY_CANCELLED, PASSKEYS_QUERY_KEY, removePasskey, renamePasskey, usePasskeysAvailable } from '@/lib/client/passkeys';
import { toast } from '@/lib/client/stores';
import type { PasskeyInfo } from '@/lib/contracts/passkey';
import { SettingsSection } from './settings-section';

/**
 * Settings → Passkeys: the account's passkeys (name, when added and last used, synced or not), each renamed or
 * removed in place, and "Add a passkey". The last one cannot go while it is the only way to sign in; the server
 * refuses it too.
 */
export function PasskeysSection() {
  const t = useTranslations('Passkeys');
  const format = useFormatter();
  const queryClient = useQueryClient();
  const available = usePasskeysAvailable();
  const { data, isError } = useQuery({ queryKey: PASSKEYS_QUERY_KEY, queryFn: listPasskeys, staleTime: 30_000 });
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<string>();
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string>();
  const [removing, setRemoving] = useState<PasskeyInfo>();
  const [busy, setBusy] = useState(false);

  const refresh = () => queryClient.invalidateQueries({ queryKey: PASSKEYS_QUERY_KEY });
  const fail = (failure: unknown) => {
    const f = failure instanceof ApiFailure ? failure : new ApiFailure(-99, '');
    if (f.code === 409 && f.message.includes('only way')) toast(t('settings.lastOne'), { tone: 'error', durationMs: 4000 });
    else if (f.code !== PASSKEY_CANCELLED) toast(passkeyErrorMessage(f.code, f.message, t), { tone: 'error' });
  };

  async function add() {
    setAdding(true);
    try {
      await addPasskey();
      toast(t('settings.added'), { tone: 'success' });
      await refresh();
    } catch (failure) {
      fail(failure);
    } finally {
      setAdding(false);
    }
  }

  async function saveName(id: string) {
    const name = draft.trim();
    if (!name) return setDraftError(t('nameRequired'));
    setBusy(true);
    try {
      await renamePasskey(id, name);
      setEditing(undefined);
      toast(t('settings.renamed'), { tone: 'success' });
      await refresh();
    } catch (failure) {
      fail(failure);
    } finally {
      setBusy(false);
    }
  }

  async function remove(passkey: PasskeyInfo) {
    setBusy(true);
    try {
      await removePasskey(passkey.id);
      toast(t('settings.removed'), { tone: 'success' });
      await refresh();
    } catch (failure) {
      fail(failure);
    } finally {
      setBusy(false);
      setRemoving(undefined);
    }
  }

  const list = data?.list ?? [];
  const lastWayIn = list.length === 1 && data?.otherSignIn === false;
  const day = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium' });

  return (
    <SettingsSection title={t('settings.title')}>
      <div className="px-5 py-3 text-sm leading-relaxed text-ink-soft">{available === false ? t('unavailable') : t('settings.intro')}</div>
      {isError ? <p className="px-5 py-3 text-sm font-semibold text-red-700">{t('settings.loadFailed')}</p> : null}
      {data && list.length === 0 ? <p className="px-5 py-3 text-sm text-ink-soft">{t('settings.empty')}</p> : null}
      {list.map((passkey) => (
        <div key={passkey.id} className="px-5 py-3.5" data-testid="passkey-row">
          {editing === passkey.id ? (
            <form
              className="flex flex-col gap-2"
              onSubmit={(e) => {
                e.preventDefault();
                void saveName(passkey.id);
              }}
            >
              <TextField label={t('settings.renameLabel')} value={draft} onChange={setDraft} maxLength={40} error={draftError} />
              <div className="flex justify-end gap-2">
                <button type="button" onClick={() => setEditing(undefined)} className="h-9 rounded-full px-4 text-sm font-semibold text-ink-soft hover:bg-ink/5">
                  {t('settings.cancel')}
                </button>
                <button type="submit" aria-disabled={busy} className="h-9 rounded-full bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700">
                  {t('settings.save')}
                </button>
              </div>
            </form>
          ) : (
            <div className="flex items-center gap-3">
              <span aria-hidden className="grid h-9 w-9 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
                <PasskeyIcon />
              </span>
              <div className="min-w-0 flex-1">
                <p className="truncate text-[15px] font-semibold text-ink">
                  {passkey.name}
                  {passkey.deviceType === 'multiDevice' ? <span className="ml-2 rounded-full bg-emerald-50 px-2 py-0.5 align-middle text-[11px] font-bold text-emerald-800">{t('settings.synced')}</span> : null}
                </p>
                <p className="text-xs text-ink-soft">
                  {t('settings.created', { date: day(passkey.createdAt) })} · {passkey.lastUsedAt ? t('settings.lastUsed', { date: day(passkey.lastUsedAt) }) : t('settings.neverUsed')}
                </p>
              </div>
              <button
                type="button"
                onClick={() => {
                  setDraft(passkey.name);
                  setDraftError(undefined);
                  setEditing(passkey.id);
                }}
                aria-label={t('settings.renameNamed', { name: passkey.name })}
                className="h-9 shrink-0 rounded-full px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
              >
                {t('settings.rename')}
              </button>
              <button
                type="button"
                onClick={() => (lastWayIn ? toast(t('settings.lastOne'), { tone: 'error', durationMs: 4000 }) : setRemoving(passkey))}
                aria-label={t('settings.removeNamed', { name: passkey.name })}
                aria-disabled={lastWayIn || undefined}
                title={lastWayIn ? t('settings.lastOne') : undefined}
                className={`h-9 shrink-0 rounded-full px-3 text-sm font-semibold ${lastWayIn ? 'text-ink-soft' : 'text-red-700 hover:bg-red-50'}`}
              >
                {t('settings.remove')}
              </button>
            </div>
          )}
        </div>
      ))}
      {available ? (
        <button
          type="button"
          onClick={() => void add()}
          disabled={adding}
          aria-busy={adding || undefined}
          className="flex w-full items-center gap-3 px-5 py-4 text-left text-[15px] font-semibold text-brand-700 transition hover:bg-ink/[0.03] focus-visible:-outline-offset-4 disabled:opacity-60"
        >
          <span aria-hidden className="grid h-9 w-9 shrink-0 place-items-center rounded-xl bg-brand-600 text-white">
            <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round">
              <path d="M12 5v14M5 12h14" />
            </svg>
          </span>
          <span className="flex-1">{adding ? t('working') : t('settings.add')}</span>
        </button>
      ) : null}
      <ConfirmDialog
        open={removing !== undefined}
        title={t('settings.removeTitle')}
        confirmLabel={t('settings.remove')}
        danger
        busy={busy}
        onCancel={() => setRemoving(undefined)}
        onConfirm={() => removing && void remove(removing)}
      >
        {t('settings.removeBody', { name: removing?.name ?? '' })}
      </ConfirmDialog>
    </SettingsSection>
  );
}
