import { renderToStaticMarkup } from 'react-dom/server';
import { FillImage } from './fill-image';

describe('FillImage', () => {
  it('fills its parent and waits for the viewport unless it is the page’s priority picture', () => {
    const lazy = renderToStaticMarkup(<FillImage src="/media/covers/a.webp" alt="" className="object-cover" />);
    expect(lazy).toContain('loading="lazy"');
    expect(lazy).not.toContain('fetchPriority');
    expect(lazy).toContain('class="absolute inset-0 h-full w-full text-transparent object-cover"');

    const priority = renderToStaticMarkup(<FillImage src="/media/banners/b.webp" alt="Banner" priority draggable={false} />);
    expect(priority).toContain('loading="eager"');
    expect(priority).toMatch(/fetchPriority="high"/i);
    expect(priority).toContain('alt="Banner"');
    expect(priority).toContain('draggable="false"');
  });

  it('asks for its preload in the document head when it is the priority picture', () => {
    const page = (priority: boolean) =>
      renderToStaticMarkup(
        <html>
          {/* eslint-disable-next-line @next/next/no-head-element -- a whole document, rendered to see where React puts the preload */}
          <head />
          <body>
            <FillImage src="/media/banners/b.webp" alt="" priority={priority} />
          </body>
        </html>,
      );
    expect(page(true)).toMatch(/<link rel="preload" (?=[^>]*as="image")(?=[^>]*href="\/media\/banners\/b.webp")(?=[^>]*fetchPriority="high")[^>]*>/i);
    expect(page(false)).not.toContain('rel="preload"');
  });
});
