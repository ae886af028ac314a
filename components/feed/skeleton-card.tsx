/** A placeholder card, replaced by the real one when its page arrives (seed §4 feed load). */
export function SkeletonCard({ shape = 'role' }: { shape?: 'role' | 'perform' }) {
  return (
    <div aria-hidden data-testid="feed-placeholder" className="overflow-hidden rounded-2xl bg-white ring-1 ring-black/5">
      <div className={`${shape === 'role' ? 'aspect-[3/4]' : 'aspect-[5/2]'} w-full animate-pulse bg-gradient-to-br from-brand-50 via-white to-indigo-50 motion-reduce:animate-none`} />
      {shape === 'role' ? (
        <div className="flex gap-1.5 px-2.5 py-2">
          <span className="h-[18px] w-12 animate-pulse rounded-full bg-brand-50 motion-reduce:animate-none" />
          <span className="h-[18px] w-9 animate-pulse rounded-full bg-brand-50 motion-reduce:animate-none" />
        </div>
      ) : null}
    </div>
  );
}
