import { HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PersonaEditor } from '@/components/profile/persona-editor';
import { prefetchAccount } from '@/server/web/account-prefetch';
import { requireAccount } from '@/server/web/guards';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Persona'))('title') };
}

export default async function PersonaEditorRoute() {
  const account = await requireAccount();
  const state = await prefetchAccount(account, ['persona']);
  return (
    <HydrationBoundary state={state}>
      <PersonaEditor />
    </HydrationBoundary>
  );
}
