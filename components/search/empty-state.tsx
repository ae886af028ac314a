import Link from 'next/link';

/** A list with nothing in it: what happened and where to go next. */
export function EmptyState({ title, body, actionHref, actionLabel, icon, testId }: { title: string; body: string; actionHref?: string; actionLabel?: string; icon: React.ReactNode; testId?: string }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center rounded-3xl bg-white/70 px-6 py-12 text-center shadow-sm ring-1 ring-black/5" data-testid={testId}>
      <div aria-hidden className="grid h-16 w-16 place-items-center rounded-2xl bg-gradient-to-br from-brand-100 to-indigo-100 text-brand-600">
        {icon}
      </div>
      <h2 className="mt-4 text-lg font-bold text-ink">{title}</h2>
      <p className="mt-1.5 text-sm leading-relaxed text-ink-soft">{body}</p>
      {actionHref && actionLabel && (
        <Link href={actionHref} className="mt-5 rounded-full bg-brand-600 px-5 py-2.5 text-sm font-bold text-white shadow-md transition hover:bg-brand-700">
          {actionLabel}
        </Link>
      )}
    </div>
  );
}

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

export const SearchIcon = ({ className = 'h-7 w-7' }: { className?: string }) => (
  <svg viewBox="0 0 24 24" className={className} {...stroke}>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-3.5-3.5" />
  </svg>
);

export const HeartIcon = ({ className = 'h-7 w-7', filled = false }: { className?: string; filled?: boolean }) => (
  <svg viewBox="0 0 24 24" className={className} {...stroke} fill={filled ? 'currentColor' : 'none'}>
    <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
  </svg>
);

export const ClockIcon = ({ className = 'h-7 w-7' }: { className?: string }) => (
  <svg viewBox="0 0 24 24" className={className} {...stroke}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </svg>
);
