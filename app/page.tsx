import { DiscoverPage, discoverMetadata } from './discover/discover-page';

export const generateMetadata = discoverMetadata;

export default function HomePage({ searchParams }: { searchParams: Promise<{ tab?: string | string[] }> }) {
  return <DiscoverPage pathname="/" searchParams={searchParams} />;
}
