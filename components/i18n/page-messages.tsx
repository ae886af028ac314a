import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { clientMessages, type PageNamespace } from '@/lib/i18n/namespaces';

/**
 * Hands the client components below it the shared messages plus their pages' own namespaces (a provider inside
 * another replaces its messages, so the shared ones come again).
 */
export async function PageMessages({ namespaces, children }: { namespaces: readonly PageNamespace[]; children: React.ReactNode }) {
  return <NextIntlClientProvider messages={clientMessages(await getMessages(), namespaces)}>{children}</NextIntlClientProvider>;
}
