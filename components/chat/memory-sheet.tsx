'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useContext, useEffect, useId, useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ModalScope } from '@/components/ui/modal-scope';
import { useModalFocus } from '@/components/ui/use-modal-focus';
import { useScrollLock } from '@/components/ui/use-scroll-lock';
import { toast } from '@/lib/client/stores';
import { memoryApi, memoryKey } from '@/lib/chat/memory-api';
import type { ChatMemoryView, MemoryFact } from '@/lib/contracts/memory';
import { RelationMeter } from './relation-meter';

/** The longest fact and summary the server takes (lib/contracts/memory), repeated here so the bundle carries no zod. */
const MAX_FACT_LENGTH = 200;
const MAX_SUMMARY_LENGTH = 8_000;

/** The header's memory button: opens what the character remembers about the user. */
export function MemoryButton({ onOpen, roleName }: { onOpen: () => void; roleName: string }) {
  const t = useTranslations('Memory');
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-haspopup="dialog"
      aria-label={t('open', { name: roleName })}
      data-testid="memory-button"
      className="grid h-9 w-9 place-items-center rounded-full text-ink-soft hover:bg-ink/5 hover:text-ink"
    >
      <svg aria-hidden viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M12 5a3 3 0 0 0-5.8-1A2.5 2.5 0 0 0 4 7a3 3 0 0 0-1 5.5A3 3 0 0 0 6 17a3 3 0 0 0 6 1z" />
        <path d="M12 5a3 3 0 0 1 5.8-1A2.5 2.5 0 0 1 20 7a3 3 0 0 1 1 5.5 3 3 0 0 1-3 4.5 3 3 0 0 1-6 1z" />
        <path d="M12 5v13" />
      </svg>
    </button>
  );
}

/** "What {name} remembers about you": the facts and the summary, each editable, and a way to forget everything. */
export function MemorySheet({ open, roleId, roleName, onClose }: { open: boolean; roleId: number; roleName: string; onClose: () => void }) {
  const t = useTranslations('Memory');
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const [confirming, setConfirming] = useState(false);
  // The confirm dialog holds the focus while it is open; the sheet takes it back after.
  useModalFocus(open && !confirming, panel, onClose, 'first', useContext(ModalScope));
  useScrollLock(open);
  const queryClient = useQueryClient();
  const memory = useQuery({ queryKey: memoryKey(roleId), queryFn: ({ signal }) => memoryApi.get(roleId, signal), enabled: open, staleTime: 0 });
  const saved = (data: ChatMemoryView) => queryClient.setQueryData(memoryKey(roleId), data);
  const failed = () => toast(t('saveFailed'), { tone: 'error' });
  const forget = useMutation({
    mutationFn: () => memoryApi.forget(roleId),
    onSuccess: (data) => {
      saved(data);
      setConfirming(false);
      toast(t('forgotten', { name: roleName }), { tone: 'success' });
    },
    onError: failed,
  });
  if (!open) return null;
  const empty = memory.data && memory.data.facts.length === 0 && !memory.data.summary;
  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-ink/45 backdrop-blur-[2px] md:items-center md:p-6" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid="memory-sheet"
        className="max-h-[85dvh] w-full overflow-y-auto rounded-t-3xl bg-white p-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] shadow-2xl md:max-w-lg md:rounded-3xl"
      >
        <div className="mb-4 flex items-center gap-3">
          <h2 id={titleId} className="flex-1 text-lg font-extrabold text-ink">
            {t('title', { name: roleName })}
          </h2>
          <button type="button" onClick={onClose} aria-label={t('close')} className="grid h-9 w-9 place-items-center rounded-full text-ink-soft hover:bg-ink/5 hover:text-ink">
            <svg aria-hidden viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </button>
        </div>
        <RelationMeter roleId={roleId} roleName={roleName} />
        {memory.isError ? (
          <p className="mt-4 text-sm text-ink-soft">{t('loadError')}</p>
        ) : memory.isPending ? (
          <p className="mt-4 text-sm text-ink-soft">{t('loading')}</p>
        ) : (
          <>
            <section aria-labelledby={`${titleId}-facts`} className="mt-5">
              <h3 id={`${titleId}-facts`} className="text-sm font-extrabold uppercase tracking-wide text-ink-soft">
                {t('factsTitle')}
              </h3>
              {memory.data.facts.length === 0 ? (
                <p className="mt-2 rounded-2xl bg-brand-50 px-4 py-4 text-center text-sm text-ink-soft">{t('noFacts', { name: roleName })}</p>
              ) : (
                <ul className="mt-2 grid gap-2">
                  {memory.data.facts.map((fact) => (
                    <FactRow key={`${fact.kind}:${fact.value}`} roleId={roleId} fact={fact} onSaved={saved} onFailed={failed} />
                  ))}
                </ul>
              )}
            </section>
            <SummaryEditor key={memory.data.summary} roleId={roleId} roleName={roleName} summary={memory.data.summary} onSaved={saved} onFailed={failed} />
            <button
              type="button"
              onClick={() => setConfirming(true)}
              disabled={empty}
              data-testid="memory-forget"
              className="mt-6 h-11 w-full rounded-full border border-red-600/40 text-sm font-bold text-red-700 hover:bg-red-50 disabled:border-ink/15 disabled:text-ink-soft"
            >
              {t('forgetAll')}
            </button>
          </>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('forgetTitle', { name: roleName })}
        confirmLabel={t('forgetConfirm')}
        danger
        busy={forget.isPending}
        onConfirm={() => forget.mutate()}
        onCancel={() => setConfirming(false)}
        testId="memory-forget-confirm"
      >
        {t('forgetBody', { name: roleName })}
      </ConfirmDialog>
    </div>
  );
}

/** One fact: its kind and value, changed in place or deleted. */
function FactRow({ roleId, fact, onSaved, onFailed }: { roleId: number; fact: MemoryFact; onSaved: (data: ChatMemoryView) => void; onFailed: () => void }) {
  const t = useTranslations('Memory');
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(fact.value);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (editing) input.current?.focus();
  }, [editing]);
  const edit = useMutation({
    mutationFn: () => memoryApi.editFact(roleId, fact.kind, fact.value, value.trim()),
    onSuccess: (data) => {
      setEditing(false);
      onSaved(data);
    },
    onError: onFailed,
  });
  const remove = useMutation({ mutationFn: () => memoryApi.deleteFact(roleId, fact.kind, fact.value), onSuccess: onSaved, onError: onFailed });
  const kind = t(`kinds.${fact.kind}`);
  return (
    <li className="rounded-2xl bg-brand-50/60 px-3 py-2.5 ring-1 ring-brand-600/10" data-testid="memory-fact">
      {editing ? (
        <form
          className="flex flex-wrap items-center gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (value.trim()) edit.mutate();
          }}
        >
          <label className="min-w-0 flex-1">
            <span className="block text-[11px] font-bold uppercase tracking-wide text-brand-700">{kind}</span>
            <input
              ref={input}
              value={value}
              maxLength={MAX_FACT_LENGTH}
              onChange={(e) => setValue(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Escape') {
                  e.stopPropagation();
                  setEditing(false);
                  setValue(fact.value);
                }
              }}
              className="mt-0.5 h-9 w-full rounded-xl border border-ink/15 bg-white px-3 text-sm text-ink focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30"
            />
          </label>
          <div className="flex gap-1.5 self-end">
            <button type="button" onClick={() => (setEditing(false), setValue(fact.value))} className="h-9 rounded-full px-3 text-sm font-bold text-ink-soft hover:bg-ink/5">
              {t('cancel')}
            </button>
            <button type="submit" disabled={!value.trim() || edit.isPending} className="h-9 rounded-full bg-brand-600 px-4 text-sm font-bold text-white hover:bg-brand-700 disabled:bg-ink/20 disabled:text-ink">
              {t('save')}
            </button>
          </div>
        </form>
      ) : (
        <div className="flex items-center gap-2">
          <p className="min-w-0 flex-1">
            <span className="block text-[11px] font-bold uppercase tracking-wide text-brand-700">{kind}</span>
            <span className="block break-words text-sm font-semibold text-ink" data-testid="memory-fact-value">
              {fact.value}
            </span>
          </p>
          <button type="button" onClick={() => setEditing(true)} aria-label={t('editFact', { value: fact.value })} className="grid h-9 w-9 place-items-center rounded-full text-ink-soft hover:bg-ink/5 hover:text-ink">
            <svg aria-hidden viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
              <path d="M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" />
            </svg>
          </button>
          <button
            type="button"
            onClick={() => remove.mutate()}
            disabled={remove.isPending}
            aria-label={t('deleteFact', { value: fact.value })}
            data-testid="memory-fact-delete"
            className="grid h-9 w-9 place-items-center rounded-full text-ink-soft hover:bg-red-50 hover:text-red-700"
          >
            <svg aria-hidden viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
              <path d="M3 6h18M8 6V4h8v2M6 6l1 14h10l1-14" />
            </svg>
          </button>
        </div>
      )}
    </li>
  );
}

/** The summary the character keeps of older turns, rewritten or cleared by the user. */
function SummaryEditor({ roleId, roleName, summary, onSaved, onFailed }: { roleId: number; roleName: string; summary: string; onSaved: (data: ChatMemoryView) => void; onFailed: () => void }) {
  const t = useTranslations('Memory');
  const id = useId();
  const [draft, setDraft] = useState(summary);
  const save = useMutation({ mutationFn: (text: string) => memoryApi.saveSummary(roleId, text), onSuccess: onSaved, onError: onFailed });
  return (
    <section className="mt-5">
      <label htmlFor={id} className="text-sm font-extrabold uppercase tracking-wide text-ink-soft">
        {t('summaryTitle')}
      </label>
      <p className="mt-1 text-xs text-ink-soft">{t('summaryHint', { name: roleName })}</p>
      <textarea
        id={id}
        value={draft}
        maxLength={MAX_SUMMARY_LENGTH}
        onChange={(e) => setDraft(e.target.value)}
        rows={4}
        placeholder={t('summaryEmpty')}
        data-testid="memory-summary"
        className="mt-2 w-full resize-y rounded-2xl border border-ink/15 bg-white p-3 text-sm text-ink placeholder:text-ink-soft focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30"
      />
      <div className="mt-2 flex justify-end gap-2">
        <button type="button" onClick={() => (setDraft(''), save.mutate(''))} disabled={!summary || save.isPending} className="h-9 rounded-full px-4 text-sm font-bold text-ink-soft hover:bg-ink/5 disabled:opacity-50">
          {t('clearSummary')}
        </button>
        <button
          type="button"
          onClick={() => save.mutate(draft.trim())}
          disabled={draft.trim() === summary || save.isPending}
          className="h-9 rounded-full bg-brand-600 px-4 text-sm font-bold text-white hover:bg-brand-700 disabled:bg-ink/20 disabled:text-ink"
        >
          {t('saveSummary')}
        </button>
      </div>
    </section>
  );
}
