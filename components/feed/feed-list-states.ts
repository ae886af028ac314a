/** What a feed list shows only while it loads more or after it failed (feed-list.tsx loads it after the list). */
export { Dialog } from '@/components/ui/dialog';
export { LoadError } from '@/components/ui/load-error';
export { SkeletonCard } from './skeleton-card';
