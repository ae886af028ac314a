import type { Metadata } from 'next';
import { generatorMetadata } from '@/components/create/generator-page';
import { generatorRoute } from '@/app/(create)/generator-route';

type Params = Promise<{ id?: string[] }>;

export const generateMetadata = (): Promise<Metadata> => generatorMetadata('skybox');

/** /user-gen-space/{id?} (seed §2, auth): one of the person's generated spaces, or a new one. */
export default async function Route({ params }: { params: Params }) {
  return generatorRoute('skybox', (await params).id, '/user-gen-space');
}
