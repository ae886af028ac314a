/** Line icons of the shell, drawn at 24 px in the current colour. */
const PATHS = {
  chats: 'M20 12a8 8 0 0 1-11.6 7.1L4 20l1-4.2A8 8 0 1 1 20 12zM8.5 11h.01M12 11h.01M15.5 11h.01',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zm9 3-4.35-4.35',
  download: 'M12 4v11m0 0 4.5-4.5M12 15l-4.5-4.5M5 19h14',
} as const;

export type HeaderIconName = keyof typeof PATHS;

export function HeaderIcon({ name, className = 'h-6 w-6' }: { name: HeaderIconName; className?: string }) {
  return <LineIcon d={PATHS[name]} className={className} />;
}

/** A line icon of the shell from its path. */
export function LineIcon({ d, className = 'h-6 w-6' }: { d: string; className?: string }) {
  return (
    <svg aria-hidden viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d={d} />
    </svg>
  );
}
