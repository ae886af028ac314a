import { preload as preloadImage } from 'react-dom';
import { mediaSrcSet } from '@/lib/contracts/media-widths';

export interface FillImageProps {
  src: string;
  alt: string;
  className?: string;
  /** Above the fold on arrival (the page's largest picture): preloaded from the head, fetched early and eagerly. */
  priority?: boolean;
  /**
   * How wide the picture shows (the `sizes` attribute, e.g. `(min-width: 640px) 33vw, 50vw`). With it, one of
   * our own stored pictures comes at the narrowest of its widths (MEDIA_WIDTHS) that fills that at the screen's
   * pixel density; without it, at its own size.
   */
  sizes?: string;
  draggable?: boolean;
  /** Names the picture for the Element Timing API, so its first paint can be measured (benchmarks). */
  elementTiming?: string;
}

/**
 * A picture that fills its positioned parent (object-fit from `className`). A plain `<img>`, lazy unless
 * `priority`, with the preload in the document head that `priority` asks for (carrying the same candidates,
 * so the preloaded file is the one the picture uses). Server and client components both use it; it carries
 * none of the image component's runtime into the page's JavaScript: our media route does the resizing.
 */
export function FillImage({ src, alt, className = '', priority = false, sizes, draggable, elementTiming }: FillImageProps) {
  const srcSet = sizes ? mediaSrcSet(src) : undefined;
  const candidates = srcSet ? { srcSet, sizes } : {};
  if (priority) preloadImage(src, { as: 'image', fetchPriority: 'high', ...(srcSet ? { imageSrcSet: srcSet, imageSizes: sizes } : {}) });
  return (
    // eslint-disable-next-line @next/next/no-img-element -- our own media, resized by our media route; see above
    <img
      src={src}
      {...candidates}
      alt={alt}
      decoding="async"
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      draggable={draggable}
      {...(elementTiming ? { elementtiming: elementTiming } : {})}
      className={`absolute inset-0 h-full w-full text-transparent ${className}`}
    />
  );
}
