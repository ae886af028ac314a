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

  it('offers the narrower widths of our own pictures when it knows how wide it shows, in the preload too', () => {
    const src = '/koko/app/api/media/covers/a.webp';
    const sizes = '(min-width: 640px) 33vw, 50vw';
    const sized = renderToStaticMarkup(<FillImage src={src} alt="" sizes={sizes} />);
    expect(sized).toContain(`srcSet="${src}?w=360 360w, ${src}?w=720 720w, ${src}?w=1080 1080w"`);
    expect(sized).toContain(`sizes="${sizes}"`);
    expect(sized).toContain(`src="${src}"`);

    expect(renderToStaticMarkup(<FillImage src={src} alt="" />)).not.toContain('srcSet');
    expect(renderToStaticMarkup(<FillImage src="https://elsewhere.example/a.webp" alt="" sizes={sizes} />)).not.toContain('srcSet');

    const page = renderToStaticMarkup(
      <html>
        {/* eslint-disable-next-line @next/next/no-head-element -- a whole document, rendered to see where React puts the preload */}
        <head />
        <body>
          <FillImage src={src} alt="" sizes={sizes} priority />
        </body>
      </html>,
    );
    expect(page).toMatch(/<link rel="preload" (?=[^>]*imageSrcSet="[^"]*\?w=360 360w)(?=[^>]*imageSizes="\(min-width: 640px\) 33vw, 50vw")[^>]*>/i);
  });
});
