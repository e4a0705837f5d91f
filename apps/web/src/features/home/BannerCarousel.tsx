import { useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { Banner } from '@shop/contract';
import { SafeImage } from '../../ui/SafeImage';

/**
 * The home page's banners: swipe, dots, previous/next buttons and arrow keys. A banner opens its target in a new
 * tab (docs/product.md#home). Slides out of view are inert once the app runs, so Tab never lands on a hidden banner.
 * The browser scrolls the slides itself (CSS scroll snap): a swipe works before the app runs and the carousel needs
 * no code of its own to download; the buttons and keys scroll to a slide, past the last back to the first.
 */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useLingui();
  const viewportRef = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useState(0);
  // Slides out of view are inert once the app runs the carousel: without scripts, a slide swiped to must answer a tap.
  const [running, setRunning] = useState(false);
  useEffect(() => setRunning(true), []);

  const show = (index: number) => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const to = (index + banners.length) % banners.length;
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    viewport.scrollTo({ left: to * viewport.clientWidth, behavior: still ? 'instant' : 'smooth' });
    setSelected(to);
  };
  // A swipe (or a scroll the buttons started) settles on a slide: that one is shown.
  const onScroll = () => {
    const viewport = viewportRef.current;
    if (!viewport || !viewport.clientWidth) return;
    const at = Math.round(viewport.scrollLeft / viewport.clientWidth);
    if (Math.abs(viewport.scrollLeft - at * viewport.clientWidth) < 2) setSelected(at);
  };
  const prev = () => show(selected - 1);
  const next = () => show(selected + 1);
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowLeft') prev();
    else if (e.key === 'ArrowRight') next();
    else return;
    e.preventDefault();
  };

  const several = banners.length > 1;
  const arrow = 'absolute bottom-3 hidden size-9 sm:grid place-items-center rounded-full bg-white/90 text-stone-800 shadow-md backdrop-blur transition hover:bg-white';

  return (
    <section aria-roledescription={t`carousel`} aria-label={t`Offers`} onKeyDown={onKey} className="relative">
      <div ref={viewportRef} onScroll={onScroll} className="scrollbar-none flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-2xl">
        {banners.map((b, i) => {
          const number = i + 1;
          const count = banners.length;
          const banner = b.Banner_Name;
          return (
          <div
            key={b.Banner_Kid}
            role="group"
            aria-roledescription={t`slide`}
            aria-label={t`${number} of ${count}: ${banner}`}
            inert={running && i !== selected}
            className="min-w-0 shrink-0 grow-0 basis-full snap-start snap-always"
          >
            <a href={b.Banner_NavigateURL} target="_blank" rel="noopener noreferrer" className="block bg-brand-50 focus-visible:outline-offset-[-4px]" aria-label={t`${banner} (opens in a new tab)`}>
              <SafeImage
                src={b.Banner_Image}
                alt={b.Banner_Name}
                width={1200}
                height={250}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'auto'}
                draggable={false}
                className="h-[250px] w-full object-cover object-left sm:object-center"
              />
            </a>
          </div>
          );
        })}
      </div>
      {several && (
        <>
          <button type="button" onClick={prev} aria-label={t`Previous banner`} className={`${arrow} right-14`}>
            <ChevronLeft aria-hidden className="size-5" />
          </button>
          <button type="button" onClick={next} aria-label={t`Next banner`} className={`${arrow} right-3`}>
            <ChevronRight aria-hidden className="size-5" />
          </button>
          <div className="pointer-events-none absolute inset-x-0 bottom-3.5 flex justify-center">
            <div className="pointer-events-auto flex gap-0.5 rounded-full bg-stone-900/25 px-1.5 backdrop-blur-sm">
              {banners.map((b, i) => {
                const number = i + 1;
                const banner = b.Banner_Name;
                return (
                <button
                  key={b.Banner_Kid}
                  type="button"
                  onClick={() => show(i)}
                  aria-label={t`Show banner ${number}: ${banner}`}
                  aria-current={i === selected ? 'true' : undefined}
                  className="grid h-6 min-w-6 place-items-center px-0.5"
                >
                  <span className={`block h-2 rounded-full shadow transition-all ${i === selected ? 'w-6 bg-white' : 'w-2 bg-white/60'}`} />
                </button>
                );
              })}
            </div>
          </div>
        </>
      )}
    </section>
  );
}
