'use client';

import Link from 'next/link';
import { ITEM, TRACK, type TabsProps } from './tab-styles';

/** Tabs that lead to pages: a navigation of links, the open page's marked with aria-current. */
export function TabLinks({ items, value, onChange, variant = 'normal', label, className = '' }: TabsProps) {
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
