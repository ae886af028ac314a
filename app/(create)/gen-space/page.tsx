import type { Metadata } from 'next';
import { generatorMetadata } from '@/components/create/generator-page';
import { generatorRoute } from '@/app/(create)/generator-route';

export const generateMetadata = (): Promise<Metadata> => generatorMetadata('skybox');

/** /gen-space (seed §2, auth): a space (skybox panorama) from words; the finished one lives at /user-gen-space/{id}. */
export default function GenSpaceRoute() {
  return generatorRoute('skybox', undefined, '/user-gen-space');
}
