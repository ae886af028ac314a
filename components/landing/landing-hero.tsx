/** The top of a landing page: a small line above, the promise, and one sentence under it. */
export function LandingHero({ eyebrow, title, subtitle }: { eyebrow: string; title: string; subtitle: string }) {
  return (
    <header className="mx-auto max-w-2xl pb-6 pt-8 text-center sm:pb-10 sm:pt-14">
      <p className="inline-flex items-center gap-1.5 rounded-full bg-white/80 px-3 py-1 text-xs font-bold uppercase tracking-wider text-brand-700 shadow-sm ring-1 ring-brand-500/20">
        <span aria-hidden className="h-1.5 w-1.5 animate-pulse rounded-full bg-brand-500" />
        {eyebrow}
      </p>
      <h1 className="mt-4 bg-gradient-to-br from-ink via-brand-700 to-indigo-700 bg-clip-text text-3xl font-black leading-tight tracking-tight text-transparent sm:text-5xl">{title}</h1>
      <p className="mt-3 text-base text-ink-soft sm:text-lg">{subtitle}</p>
    </header>
  );
}
