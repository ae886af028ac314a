import type { Metadata } from 'next';
import { generatorMetadata } from '@/components/create/generator-page';
import { generatorRoute } from '@/app/(create)/generator-route';

type Params = Promise<{ id: string }>;

export const generateMetadata = (): Promise<Metadata> => generatorMetadata('skybox');

/** /generate/space/{id} (seed §2, auth): a space; "new" starts one, an id opens it. */
export default async function Route({ params }: { params: Params }) {
  return generatorRoute('skybox', (await params).id, '/generate/space');
}
