import { useLingui } from '@lingui/react/macro';
import type { EmblaCarouselType } from 'embla-carousel';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { Banner } from '@shop/contract';
import { whenIdle } from '../../lib/deferred';
import { SafeImage } from '../../ui/SafeImage';

const loadEmbla = () => import('embla-carousel').then((m) => m.default);

/**
 * The home page's banners: swipe, dots, previous/next buttons and arrow keys. A banner opens its target in a new
 * tab (docs/product.md#home). Slides out of view are inert, so Tab never lands on a hidden banner.
 * The first banner shows at once; the carousel's code (embla) comes when the page is idle, or at once when the shopper
 * reaches for a control, so it is not part of the first page's JavaScript.
 */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useLingui();
  const viewportRef = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(false);
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  const [selected, setSelected] = useState(0);
  // What the shopper asked for before the carousel was ready.
  const pending = useRef<((api: EmblaCarouselType) => void) | null>(null);
  const loop = banners.length > 1;

  useEffect(() => whenIdle(() => setWanted(true)), []);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!wanted || !viewport) return;
    let api: EmblaCarouselType | undefined;
    let gone = false;
    void loadEmbla().then((EmblaCarousel) => {
      if (gone) return;
      api = EmblaCarousel(viewport, { loop, align: 'start' });
      const onSelect = () => setSelected(api!.selectedScrollSnap());
      onSelect();
      api.on('select', onSelect).on('reInit', onSelect);
      pending.current?.(api);
      pending.current = null;
      setEmbla(api);
    });
    return () => {
      gone = true;
      api?.destroy();
    };
  }, [wanted, loop]);

  const act = (action: (api: EmblaCarouselType) => void) => {
    if (embla) return action(embla);
    pending.current = action;
    setWanted(true);
  };
  const prev = () => act((api) => api.scrollPrev());
  const next = () => act((api) => api.scrollNext());
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
      <div ref={viewportRef} className="overflow-hidden rounded-2xl">
        <div className="flex touch-pan-y">
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
              inert={i !== selected}
              className="min-w-0 shrink-0 grow-0 basis-full"
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
                  onClick={() => act((api) => api.scrollTo(i))}
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
