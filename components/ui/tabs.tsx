'use client';

import Link from 'next/link';
import { useRef } from 'react';

/**
 * The tabs component of seed §2 in its four variants: normal (underlined), block (filled pills), plain
 * (text that grows when active, the home header's Discover / For you) and adhesion (segments joined in one
 * track). Items with an href are navigation links (aria-current); without, they are a tablist of buttons
 * moved through with the arrow keys.
 */
export type TabsVariant = 'normal' | 'block' | 'plain' | 'adhesion';

export interface TabItem {
  key: string;
  label: string;
  href?: string;
}

interface TabsProps {
  items: readonly TabItem[];
  value: string;
  onChange?: (key: string) => void;
  variant?: TabsVariant;
  label: string;
  className?: string;
}

const TRACK: Record<TabsVariant, string> = {
  normal: 'flex gap-5 border-b border-ink/10',
  block: 'flex gap-2',
  plain: 'flex items-end gap-5',
  adhesion: 'inline-flex rounded-full bg-ink/[0.06] p-1',
};

const ITEM: Record<TabsVariant, (active: boolean) => string> = {
  normal: (active) =>
    `relative -mb-px block whitespace-nowrap border-b-2 pb-2 pt-1 text-sm font-semibold transition ${active ? 'border-brand-600 text-ink' : 'border-transparent text-ink-soft hover:text-ink'}`,
  block: (active) =>
    `block whitespace-nowrap rounded-full px-4 py-1.5 text-sm font-semibold transition ${active ? 'bg-ink text-white shadow' : 'bg-white text-ink ring-1 ring-black/10 hover:bg-brand-50'}`,
  plain: (active) =>
    `relative block whitespace-nowrap rounded-md pb-1 font-extrabold tracking-tight transition-all ${active ? 'text-[19px] text-ink after:absolute after:inset-x-1/4 after:-bottom-0.5 after:h-[3px] after:rounded-full after:bg-brand-500' : 'text-base text-ink-soft hover:text-ink'}`,
  adhesion: (active) =>
    `block whitespace-nowrap rounded-full px-4 py-1.5 text-sm font-semibold transition ${active ? 'bg-white text-ink shadow-sm' : 'text-ink-soft hover:text-ink'}`,
};

export function Tabs({ items, value, onChange, variant = 'normal', label, className = '' }: TabsProps) {
  const list = useRef<HTMLDivElement>(null);

  if (items.every((item) => item.href)) {
    return (
      <nav aria-label={label} className={className}>
        <ul className={TRACK[variant]}>
          {items.map((item) => (
            <li key={item.key}>
              <Link href={item.href!} aria-current={item.key === value ? 'page' : undefined} onClick={() => onChange?.(item.key)} className={ITEM[variant](item.key === value)}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    );
  }

  const move = (event: React.KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = items[(index + step + items.length) % items.length]!;
    onChange?.(next.key);
    list.current?.querySelector<HTMLElement>(`[data-tab="${CSS.escape(next.key)}"]`)?.focus();
  };

  return (
    <div ref={list} role="tablist" aria-label={label} className={`${TRACK[variant]} ${className}`}>
      {items.map((item, index) => {
        const active = item.key === value;
        return (
          <button
            key={item.key}
            type="button"
            role="tab"
            data-tab={item.key}
            aria-selected={active}
            tabIndex={active ? 0 : -1}
            onClick={() => onChange?.(item.key)}
            onKeyDown={(e) => move(e, index)}
            className={ITEM[variant](active)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
