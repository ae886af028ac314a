'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useContext, useId, useRef } from 'react';
import { ModalScope } from '@/components/ui/modal-scope';
import { useModalFocus } from '@/components/ui/use-modal-focus';
import { useScrollLock } from '@/components/ui/use-scroll-lock';
import type { PlotProgress } from '@/lib/contracts/role-plot-rules';
import { chosenName, fillPlaceholders } from '@/lib/contracts/role-rules';
import { useUser } from '@/lib/client/session';
import { rolePlotApi, rolePlotsKey } from '@/lib/create-friend/role-plot-api';

/** The round a plot is in: the next to be played, the last once all are (1-based). */
export const currentRound = (plot: Pick<PlotProgress, 'roundsDone' | 'rounds'>) => Math.min(plot.roundsDone + 1, plot.rounds);

/** The header's plots button: opens the list of the character's plots. */
export function PlotsButton({ onOpen, active }: { onOpen: () => void; active: boolean }) {
  const t = useTranslations('Plots');
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-haspopup="dialog"
      aria-label={t('chatButton')}
      data-testid="plots-button"
      className={`grid h-9 w-9 place-items-center rounded-full hover:bg-ink/5 ${active ? 'bg-brand-600/10 text-brand-700' : 'text-ink-soft hover:text-ink'}`}
    >
      <svg aria-hidden viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M4 5.5A1.5 1.5 0 0 1 5.5 4H11v16H5.5A1.5 1.5 0 0 1 4 18.5z" />
        <path d="M13 4h5.5A1.5 1.5 0 0 1 20 5.5v13a1.5 1.5 0 0 1-1.5 1.5H13z" />
        <path d="M7 8h1.5M7 11.5h1.5M16 8h1.5" />
      </svg>
    </button>
  );
}

/** The character's plots to play: a sheet from the bottom on phones, a panel on the PC. */
export function PlotPicker({ open, roleId, roleName, playing, onStart, onClose }: { open: boolean; roleId: number; roleName: string; playing: number | undefined; onStart: (plotId: number) => void; onClose: () => void }) {
  const t = useTranslations('Plots');
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useModalFocus(open, panel, onClose, 'first', useContext(ModalScope));
  useScrollLock(open);
  const plots = useQuery({ queryKey: rolePlotsKey(roleId), queryFn: ({ signal }) => rolePlotApi.list(roleId, signal), enabled: open });
  const user = useUser();
  const names = { user: user.data ? chosenName(user.data) : null, char: roleName, locale: user.data?.lang ?? undefined };
  if (!open) return null;
  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-ink/45 backdrop-blur-[2px] md:items-center md:p-6" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid="plot-picker"
        className="max-h-[80dvh] w-full overflow-y-auto rounded-t-3xl bg-white p-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] shadow-2xl md:max-w-md md:rounded-3xl"
      >
        <div className="mb-4 flex items-center gap-3">
          <h2 id={titleId} className="flex-1 text-lg font-extrabold text-ink">
            {t('chatListTitle')}
          </h2>
          <button type="button" onClick={onClose} aria-label={t('close')} className="grid h-9 w-9 place-items-center rounded-full text-ink-soft hover:bg-ink/5 hover:text-ink">
            <svg aria-hidden viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round"><path d="M6 6l12 12M18 6 6 18" /></svg>
          </button>
        </div>
        {plots.isError ? (
          <p className="text-sm text-ink-soft">{t('loadError')}</p>
        ) : plots.isPending ? (
          <p className="text-sm text-ink-soft">{t('loading')}</p>
        ) : plots.data.length === 0 ? (
          <p className="rounded-2xl bg-brand-50 px-4 py-6 text-center text-sm text-ink-soft">{t('chatListEmpty', { name: roleName })}</p>
        ) : (
          <ul className="grid gap-2">
            {plots.data.map((plot) => (
              <li key={plot.plotId} className="rounded-2xl bg-brand-50/60 p-3 ring-1 ring-brand-600/10" data-testid="plot-choice">
                <div className="flex items-start gap-3">
                  <div className="min-w-0 flex-1">
                    <p className="font-bold text-ink">{plot.title}</p>
                    <p className="mt-0.5 line-clamp-3 text-sm text-ink-soft">{fillPlaceholders(plot.scene, names)}</p>
                    <p className="mt-1.5 text-xs font-bold text-brand-700">{t('rounds', { count: plot.rounds })}</p>
                  </div>
                  <button
                    type="button"
                    onClick={() => onStart(plot.plotId)}
                    disabled={playing === plot.plotId}
                    aria-label={t('startOne', { title: plot.title })}
                    className="h-9 shrink-0 rounded-full bg-brand-600 px-4 text-sm font-bold text-white shadow-sm hover:bg-brand-700 disabled:bg-ink/20 disabled:text-ink"
                  >
                    {playing === plot.plotId ? t('playing') : t('start')}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/** The plot being played, over the transcript: its title, the round counter and the way out. */
export function PlotBanner({ plot, onExit }: { plot: PlotProgress; onExit: () => void }) {
  const t = useTranslations('Plots');
  const round = currentRound(plot);
  return (
    <div className="pointer-events-auto relative z-10 mx-3 mt-2 flex items-center gap-3 rounded-2xl bg-ink/85 px-3.5 py-2.5 text-white shadow-lg backdrop-blur sm:mx-5" role="status" data-testid="plot-banner">
      <div className="min-w-0 flex-1">
        <p className="text-[11px] font-bold uppercase tracking-wide text-white/70">{t('playingLabel')}</p>
        <p className="truncate font-bold leading-tight">{plot.title}</p>
      </div>
      <div className="shrink-0 text-right">
        <p className="text-xs font-bold tabular-nums" data-testid="plot-round">
          {t('round', { round, rounds: plot.rounds })}
        </p>
        <div aria-hidden className="mt-1 flex justify-end gap-1">
          {Array.from({ length: plot.rounds }, (_, i) => (
            <span key={i} className={`h-1.5 w-4 rounded-full ${i < plot.roundsDone ? 'bg-brand-500' : i === plot.roundsDone ? 'bg-white' : 'bg-white/25'}`} />
          ))}
        </div>
      </div>
      <button type="button" onClick={onExit} className="h-9 shrink-0 rounded-full bg-white/15 px-3 text-sm font-bold hover:bg-white/25" data-testid="plot-exit">
        {t('exit')}
      </button>
    </div>
  );
}
