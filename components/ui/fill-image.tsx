import { preload as preloadImage } from 'react-dom';

export interface FillImageProps {
  src: string;
  alt: string;
  className?: string;
  /** Above the fold on arrival (the page's largest picture): preloaded from the head, fetched early and eagerly. */
  priority?: boolean;
  draggable?: boolean;
}

/**
 * A picture that fills its positioned parent (object-fit from `className`). Our covers and banners are our
 * own media, already sized, so there is nothing to optimise: a plain `<img>`, lazy unless `priority`, with
 * the preload in the document head that `priority` asks for. Server and client components both use it; it
 * carries none of the image component's runtime into the page's JavaScript.
 */
export function FillImage({ src, alt, className = '', priority = false, draggable }: FillImageProps) {
  if (priority) preloadImage(src, { as: 'image', fetchPriority: 'high' });
  return (
    // eslint-disable-next-line @next/next/no-img-element -- our own media at their display size; see above
    <img
      src={src}
      alt={alt}
      decoding="async"
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      draggable={draggable}
      className={`absolute inset-0 h-full w-full text-transparent ${className}`}
    />
  );
}
