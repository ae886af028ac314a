import { DiscoverPage, discoverMetadata } from './discover-page';

export const generateMetadata = discoverMetadata;

export default function DiscoverRoute({ searchParams }: { searchParams: Promise<{ tab?: string | string[] }> }) {
  return <DiscoverPage pathname="/discover" searchParams={searchParams} />;
}
