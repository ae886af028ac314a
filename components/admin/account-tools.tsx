'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { adminKeys } from '@/lib/client/admin';
import { api, ApiFailure } from '@/lib/client/api';
import { toast } from '@/lib/client/stores';
import type { AccountLink } from '@/lib/contracts/accounts';
import type { ManagedUser } from '@/lib/contracts/whitelist';

/** A link as the owner copies it: absolute, on this site when the server made it from the site's root. */
const absolute = (url: string) => (url.startsWith('/') ? `${window.location.origin}${url}` : url);

/** The link an owner just made (an invitation, a reset link), to copy and hand over; said to be mailed when it was. */
function LinkDialog({ link, title, onClose }: { link: AccountLink | null; title: string; onClose: () => void }) {
  const t = useTranslations('Accounts');
  const fieldId = useId();
  if (!link) return null;
  const url = absolute(link.url);
  return (
    <Dialog open title={title} rightLabel={t('admin.done')} onRight={onClose}>
      <div className="flex flex-col gap-2 text-left">
        {link.mailed ? <p className="text-sm text-ink-soft">{t('admin.mailed')}</p> : null}
        <label htmlFor={fieldId} className="text-sm font-semibold text-ink">
          {t('admin.linkLabel')}
        </label>
        <input id={fieldId} readOnly value={url} onFocus={(e) => e.target.select()} data-testid="made-link" className="h-10 w-full rounded-lg border border-ink/20 px-2 font-mono text-xs text-ink focus-visible:ring-2 focus-visible:ring-brand-500" />
        <p className="text-xs text-ink-soft">{t('admin.expires', { when: new Date(link.expiresAt).toLocaleString() })}</p>
        <button
          type="button"
          onClick={() => void navigator.clipboard?.writeText(url).then(() => toast(t('admin.copied'), { tone: 'success', durationMs: 2000 }))}
          className="h-9 self-start rounded-full px-4 text-sm font-bold text-brand-700 ring-1 ring-brand-500/30 hover:bg-brand-50"
        >
          {t('admin.copy')}
        </button>
      </div>
    </Dialog>
  );
}

/** Invitations: a link for anyone, or for one email (mailed there when the server sends mail). */
export function InviteCard() {
  const t = useTranslations('Accounts');
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [link, setLink] = useState<AccountLink | null>(null);
  const fieldId = useId();
  async function invite(e: React.FormEvent) {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      setLink(await api<AccountLink>('/user/invite', { body: email.trim() ? { email: email.trim() } : {} }));
      setEmail('');
    } catch (error) {
      toast(t('admin.failed', { reason: error instanceof ApiFailure ? error.message : String(error) }), { tone: 'error', durationMs: 4000 });
    } finally {
      setBusy(false);
    }
  }
  return (
    <section aria-labelledby={`${fieldId}-title`} className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-ink/10">
      <h2 id={`${fieldId}-title`} className="text-base font-extrabold text-ink">
        {t('admin.inviteTitle')}
      </h2>
      <p className="mt-1 text-xs text-ink-soft">{t('admin.inviteHint')}</p>
      <form onSubmit={(e) => void invite(e)} className="mt-3 flex flex-col gap-2">
        <label htmlFor={fieldId} className="text-sm font-semibold text-ink">
          {t('admin.inviteEmail')}
        </label>
        <input id={fieldId} type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} className="h-10 rounded-xl border border-ink/20 px-3 text-sm focus-visible:ring-2 focus-visible:ring-brand-500" />
        <button type="submit" aria-disabled={busy} data-testid="invite-submit" className="h-10 rounded-full bg-brand-600 px-4 text-sm font-bold text-white hover:bg-brand-700 aria-disabled:opacity-60">
          {t('admin.invite')}
        </button>
      </form>
      <LinkDialog link={link} title={t('admin.inviteTitle')} onClose={() => setLink(null)} />
    </section>
  );
}

/** A person's account state (disabled, email not verified, asked for a reset) as small badges. */
export function AccountBadges({ user }: { user: ManagedUser }) {
  const t = useTranslations('Accounts');
  const badges = [user.disabled && t('admin.disabledBadge'), user.resetRequested && t('admin.resetRequested'), user.emailVerified === false && t('admin.unverified')].filter(Boolean) as string[];
  if (badges.length === 0) return null;
  return (
    <span className="flex flex-wrap gap-1">
      {badges.map((b) => (
        <span key={b} className="rounded-full bg-amber-100 px-2 py-0.5 text-[11px] font-bold text-amber-900">
          {b}
        </span>
      ))}
    </span>
  );
}

/** An owner's buttons for one person: a reset link (local accounts), and disable or enable. */
export function AccountActions({ user }: { user: ManagedUser }) {
  const t = useTranslations('Accounts');
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [link, setLink] = useState<AccountLink | null>(null);
  const [confirmDisable, setConfirmDisable] = useState(false);

  async function act(work: () => Promise<void>) {
    if (busy) return;
    setBusy(true);
    try {
      await work();
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    } catch (error) {
      toast(t('admin.failed', { reason: error instanceof ApiFailure ? error.message : String(error) }), { tone: 'error', durationMs: 4000 });
    } finally {
      setBusy(false);
      setConfirmDisable(false);
    }
  }
  const setDisabled = (disabled: boolean) =>
    act(async () => {
      await api('/user/setDisabled', { body: { userId: user.userId, disabled } });
      toast(disabled ? t('admin.disabledDone', { name: user.name }) : t('admin.enabledDone', { name: user.name }), { tone: 'success', durationMs: 3000 });
    });
  const button = 'h-8 shrink-0 rounded-full px-3 text-xs font-bold ring-1 disabled:opacity-50';
  return (
    <>
      {user.source === 'password' ? (
        <button type="button" disabled={busy} onClick={() => void act(async () => setLink(await api<AccountLink>('/user/resetLink', { body: { userId: user.userId } })))} aria-label={t('admin.resetLinkFor', { name: user.name })} className={`${button} text-brand-700 ring-brand-500/30 hover:bg-brand-50`}>
          {t('admin.resetLink')}
        </button>
      ) : null}
      {user.source !== 'visitor' ? (
        user.disabled ? (
          <button type="button" disabled={busy} onClick={() => void setDisabled(false)} aria-label={t('admin.enableFor', { name: user.name })} className={`${button} text-emerald-800 ring-emerald-300 hover:bg-emerald-50`}>
            {t('admin.enable')}
          </button>
        ) : (
          <button type="button" disabled={busy} onClick={() => setConfirmDisable(true)} aria-label={t('admin.disableFor', { name: user.name })} className={`${button} text-red-700 ring-red-200 hover:bg-red-50`}>
            {t('admin.disable')}
          </button>
        )
      ) : null}
      <LinkDialog link={link} title={t('admin.resetLinkFor', { name: user.name })} onClose={() => setLink(null)} />
      <Dialog open={confirmDisable} title={t('admin.disableTitle')} leftLabel={t('admin.cancel')} rightLabel={t('admin.disable')} busy={busy} onLeft={() => setConfirmDisable(false)} onRight={() => void setDisabled(true)}>
        {t('admin.disableBody', { name: user.name })}
      </Dialog>
    </>
  );
}
