import Link from 'next/link';

/** The top of an inner page: a back link and the title (one h1 per page). */
export function PageHeader({ title, backHref = '/', backLabel, action }: { title: string; backHref?: string; backLabel: string; action?: React.ReactNode }) {
  return (
    <div className="mb-6 mt-6 flex items-center gap-3">
      <Link href={backHref} aria-label={backLabel} className="grid h-10 w-10 shrink-0 place-items-center rounded-full bg-white text-ink shadow-sm ring-1 ring-ink/10 hover:bg-ink/5">
        <svg aria-hidden viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M15 18l-6-6 6-6" />
        </svg>
      </Link>
      <h1 className="text-2xl font-extrabold tracking-tight text-ink">{title}</h1>
      {action ? <div className="ml-auto">{action}</div> : null}
    </div>
  );
}
