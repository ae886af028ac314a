/** The card the account pages sit in (setup, reset, verification, invitation): the sign-in page's look. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto mt-6 w-full max-w-md rounded-[28px] bg-white/90 p-6 shadow-xl ring-1 ring-ink/5 sm:mt-16 sm:p-8">
      <div className="mb-6 text-center">
        <span aria-hidden className="mx-auto mb-3 grid h-16 w-16 place-items-center rounded-2xl bg-gradient-to-br from-brand-500 to-indigo-500 text-3xl font-black text-white shadow">
          K
        </span>
        <h1 className="text-2xl font-extrabold text-ink">{title}</h1>
        {subtitle ? <p className="mt-1 text-sm text-ink-soft">{subtitle}</p> : null}
      </div>
      {children}
    </div>
  );
}
