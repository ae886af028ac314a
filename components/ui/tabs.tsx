'use client';

import { useRef } from 'react';
import { ITEM, TRACK, type TabsProps } from './tab-styles';

export type { TabItem, TabsVariant } from './tab-styles';

/** Tabs within a page: a tablist of buttons, moved through with the arrow keys. */
export function Tabs({ items, value, onChange, variant = 'normal', label, className = '' }: TabsProps) {
  const list = useRef<HTMLDivElement>(null);

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
