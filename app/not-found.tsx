import { NotFoundView } from '@/components/landing/not-found-view';

export default function NotFound() {
  return <NotFoundView />;
}
