import Link from 'next/link';

/** A titled group of settings rows on a white card. */
export function SettingsSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-label={title} className="mb-5">
      <h2 className="mb-2 px-1 text-xs font-bold uppercase tracking-wider text-ink-soft">{title}</h2>
      <div className="divide-y divide-ink/[0.07] overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-ink/10">{children}</div>
    </section>
  );
}

const chevron = (
  <svg aria-hidden viewBox="0 0 24 24" className="h-5 w-5 shrink-0 text-ink-soft" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
    <path d="M9 6l6 6-6 6" />
  </svg>
);

/** A row that opens another page, with the current value on the right. */
export function SettingsLinkRow({ href, label, value, icon }: { href: string; label: string; value?: string; icon?: React.ReactNode }) {
  return (
    <Link href={href} className="flex items-center gap-3 px-5 py-4 transition hover:bg-ink/[0.03] focus-visible:-outline-offset-4">
      {icon}
      <span className="flex-1 text-[15px] font-semibold text-ink">{label}</span>
      {value ? <span className="truncate text-sm text-ink-soft">{value}</span> : null}
      {chevron}
    </Link>
  );
}

/** A row that does something at once (log out, delete account). */
export function SettingsActionRow({ label, onClick, danger, busy, icon }: { label: string; onClick: () => void; danger?: boolean; busy?: boolean; icon?: React.ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={busy}
      aria-busy={busy || undefined}
      className={`flex w-full items-center gap-3 px-5 py-4 text-left text-[15px] font-semibold transition hover:bg-ink/[0.03] focus-visible:-outline-offset-4 disabled:opacity-60 ${danger ? 'text-red-700' : 'text-ink'}`}
    >
      {icon}
      <span className="flex-1">{label}</span>
      {busy ? <span aria-hidden className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent" /> : null}
    </button>
  );
}
