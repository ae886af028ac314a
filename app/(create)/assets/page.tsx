import { redirect } from 'next/navigation';
import { requireAccount } from '@/server/web/guards';

/** Seed §2: /assets redirects to its character tab (assets-character). */
export default async function AssetsRoute() {
  await requireAccount();
  redirect('/assets/character');
}
