/** Line icons of the shell, drawn at 24 px in the current colour. */
const PATHS = {
  chats: 'M20 12a8 8 0 0 1-11.6 7.1L4 20l1-4.2A8 8 0 1 1 20 12zM8.5 11h.01M12 11h.01M15.5 11h.01',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zm9 3-4.35-4.35',
  download: 'M12 4v11m0 0 4.5-4.5M12 15l-4.5-4.5M5 19h14',
  apple: 'M15.5 3.5c-.9.1-2 .7-2.6 1.5-.6.7-1 1.7-.9 2.7 1 .1 2-.5 2.6-1.3.6-.8 1-1.8.9-2.9zM18.7 16.6c-.5 1.1-.7 1.6-1.3 2.6-.9 1.4-2.1 3.1-3.6 3.1-1.3 0-1.7-.9-3.5-.9s-2.2.9-3.5.9c-1.5 0-2.7-1.6-3.5-3-2.4-3.8-2.7-8.3-1.2-10.7 1.1-1.7 2.8-2.6 4.4-2.6 1.6 0 2.7.9 4 .9 1.3 0 2.1-.9 4-.9 1.4 0 2.9.8 4 2.1-3.5 1.9-2.9 6.9.2 8.5z',
  android: 'M7 10h10v7a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1zM7 9a5 5 0 0 1 10 0zM9.5 6.5h.01M14.5 6.5h.01M4.5 11v4M19.5 11v4M9.5 18v2.5M14.5 18v2.5',
} as const;

export type HeaderIconName = keyof typeof PATHS;

export function HeaderIcon({ name, className = 'h-6 w-6' }: { name: HeaderIconName; className?: string }) {
  return (
    <svg aria-hidden viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d={PATHS[name]} />
    </svg>
  );
}
