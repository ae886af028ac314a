'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { AssetKind } from '@/lib/contracts/property';
import { priceNote, type PriceNote } from '@/lib/create/price-note';
import { propertyApi } from '@/lib/create/property-api';
import { propertyKeys } from '@/lib/create/property-keys';

const coin = (
  <svg aria-hidden viewBox="0 0 24 24" className="h-4 w-4 shrink-0" fill="none" stroke="currentColor" strokeWidth="2">
    <circle cx="12" cy="12" r="8.5" />
    <path d="M9.5 9.5h3.2a1.8 1.8 0 0 1 0 3.6H9.5h3.7a1.8 1.8 0 0 1 0 3.6H9.5V8m2 0v1.5m0 7.2V18" strokeLinecap="round" />
  </svg>
);

/** What starting costs, read before the start (app/property/getPrice). */
export function usePriceNote(kind: AssetKind): PriceNote | undefined {
  const { data } = useQuery({ queryKey: propertyKeys.price(kind), queryFn: ({ signal }) => propertyApi.price(kind, signal), staleTime: 15_000 });
  return data ? priceNote(data) : undefined;
}

/** The price line under the Generate button: free (and how many free today), koin, or why not. */
export function PriceLine({ note }: { note: PriceNote | undefined }) {
  const t = useTranslations('Generate.price');
  const tone = note?.kind === 'short' || note?.kind === 'unavailable' ? 'text-red-700' : note?.kind === 'free' ? 'text-emerald-800' : 'text-ink';
  return (
    <p className={`flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-semibold ${tone}`} data-testid="generate-price" aria-live="polite">
      {coin}
      <span>{!note ? t('loading') : note.kind === 'unavailable' ? t('unavailable') : note.kind === 'free' ? t('free', { left: note.left, perDay: note.perDay }) : t(note.kind, { cost: note.cost, balance: note.balance })}</span>
      {note?.kind === 'short' ? (
        <Link href="/koin" className="rounded-full bg-brand-50 px-2.5 py-0.5 text-brand-700 underline-offset-2 hover:underline">
          {t('topUp')}
        </Link>
      ) : null}
    </p>
  );
}
