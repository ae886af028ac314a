import type { Metadata } from 'next';
import { generatorMetadata, GeneratorPage } from '@/components/create/generator-page';
import { requireAccount } from '@/server/web/guards';

export const generateMetadata = (): Promise<Metadata> => generatorMetadata('skybox');

/** /gen-space (seed §2, auth): a space (skybox panorama) from words; the finished one lives at /user-gen-space/{id}. */
export default async function GenSpaceRoute() {
  await requireAccount();
  return <GeneratorPage kind="skybox" basePath="/user-gen-space" />;
}
