import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Search, SlidersHorizontal } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import type { ProductSort } from "@shop/contract";
import { formatRupeesAsINR } from "@shop/contract/format";
import { Button } from "../../ui/Button";
import { Modal } from "../../ui/Modal";
import { ShopFiltersRow } from "./ShopFiltersRow";
import { PRICE_SLIDER_MAX, sortOptions, type ShopFilters } from "./shopParams";

const sortWords = {
  default: msg`Popularity`,
  priceAsc: msg`Price: L-H`,
  priceDesc: msg`Price: H-L`,
  discount: msg`Discount`,
} as const;

const whole = (rupees: number) =>
  formatRupeesAsINR(rupees).replace(/\.00$/, "");

/**
 * Keyword, price-range slider (0 to 500; the top means any price) and sort, each reported after the shopper pauses;
 * below them category, brand, veg or non-veg and in stock.
 */
export function ShopToolbar({
  filters,
  onChange,
}: {
  filters: ShopFilters;
  onChange: (next: Partial<ShopFilters>, opts?: { replace?: boolean }) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const sendSearch = useCallback((search: string) => onChange({ search, page: 1 }, { replace: true }), [onChange]);
  const sendPrice = useCallback((maxPrice: number) => onChange({ maxPrice, page: 1 }, { replace: true }), [onChange]);
  const [text, setText] = useFieldBehindAddress(filters.search, sendSearch, 350, trimmed);
  const [price, setPrice] = useFieldBehindAddress(filters.maxPrice, sendPrice, 250, same);

  const [sheetOpen, setSheetOpen] = useState(false);
  const active = [
    filters.catid !== 0,
    filters.brand !== "",
    filters.foodType !== "",
    filters.inStock,
    filters.maxPrice < PRICE_SLIDER_MAX,
  ].filter(Boolean).length;

  return (
    <div className="grid gap-3 rounded-2xl border border-stone-200 bg-white p-3 sm:p-4">
      <div className="grid gap-3 md:grid-cols-[1fr_minmax(12rem,16rem)_11rem] md:items-end md:gap-5">
        <div>
          <label
            htmlFor={`${id}-q`}
            className="mb-1 block text-xs font-semibold uppercase tracking-wide text-stone-500"
          >
            <Trans>Keyword</Trans>
          </label>
          <div className="relative">
            <Search
              aria-hidden
              className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-stone-400"
            />
            <input
              id={`${id}-q`}
              type="search"
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder={t`Name, brand or category`}
              maxLength={200}
              className="h-11 w-full rounded-xl border border-stone-300 bg-stone-50 pl-9 pr-3 text-base text-stone-900 placeholder:text-stone-500 focus:border-brand-600 focus:bg-white focus:outline-none focus:ring-2 focus:ring-brand-200 sm:text-sm"
            />
          </div>
        </div>
        {/* On a phone: Filters (a sheet with the price and the narrowing filters) beside Sort by. */}
        <div className="grid grid-cols-2 gap-3 md:contents">
          <div className="hidden md:block">
            <PriceSlider id={`${id}-price`} price={price} onPrice={setPrice} />
          </div>
          <button
            type="button"
            onClick={() => setSheetOpen(true)}
            className="inline-flex h-11 items-center justify-center gap-2 self-end rounded-xl border border-stone-300 bg-white px-3 text-base font-medium text-stone-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-400 md:hidden"
          >
            <SlidersHorizontal aria-hidden className="size-4" />
            <Trans>Filters</Trans>
            {active > 0 && (
              <span className="rounded-full bg-brand-700 px-2 text-xs font-semibold leading-5 text-white">
                <span className="sr-only">
                  <Trans>active:</Trans>
                </span>{" "}
                {active}
              </span>
            )}
          </button>
          <div>
            <label
              htmlFor={`${id}-sort`}
              className="mb-1 block text-xs font-semibold uppercase tracking-wide text-stone-500"
            >
              <Trans>Sort by</Trans>
            </label>
            <select
              id={`${id}-sort`}
              value={filters.sort}
              onChange={(e) =>
                onChange({ sort: e.target.value as ProductSort, page: 1 })
              }
              className="h-11 w-full rounded-xl border border-stone-300 bg-white px-3 text-base text-stone-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 sm:text-sm"
            >
              {sortOptions.map((o) => (
                <option key={o.value} value={o.value}>
                  {t(sortWords[o.value])}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>
      <div className="hidden md:block">
        <ShopFiltersRow filters={filters} onChange={onChange} />
      </div>
      <Modal open={sheetOpen} onOpenChange={setSheetOpen} title={t`Filters`}>
        <div className="grid gap-4">
          <PriceSlider
            id={`${id}-sheet-price`}
            price={price}
            onPrice={setPrice}
          />
          <ShopFiltersRow filters={filters} onChange={onChange} />
          <Button onClick={() => setSheetOpen(false)}>
            <Trans>Show products</Trans>
          </Button>
        </div>
      </Modal>
    </div>
  );
}

/** The price range slider (0 to 500; the top means any price). */
function PriceSlider({
  id,
  price,
  onPrice,
}: {
  id: string;
  price: number;
  onPrice: (price: number) => void;
}) {
  const { t } = useLingui();
  const priceLabel =
    price >= PRICE_SLIDER_MAX ? `${whole(PRICE_SLIDER_MAX)}+` : whole(price);
  return (
    <div>
      <div className="mb-1 flex items-baseline justify-between">
        <label
          htmlFor={`${id}`}
          className="text-xs font-semibold uppercase tracking-wide text-stone-500"
        >
          <Trans>Price up to</Trans>
        </label>
        <output htmlFor={`${id}`} className="text-sm font-bold text-brand-800">
          {priceLabel}
        </output>
      </div>
      <input
        id={`${id}`}
        type="range"
        min={0}
        max={PRICE_SLIDER_MAX}
        step={10}
        value={price}
        aria-valuetext={
          price >= PRICE_SLIDER_MAX ? t`Any price` : t`Up to ${priceLabel}`
        }
        onChange={(e) => onPrice(Number(e.target.value))}
        className="h-11 w-full cursor-pointer accent-brand-700"
      />
    </div>
  );
}

const trimmed = (text: string) => text.trim();
const same = <T,>(value: T) => value;

/**
 * A field whose value lives in the address: what the shopper types or slides shows at once and goes to the address
 * (`send`, cleaned by `clean`) `delay` ms after the last change. When the address catches up with what the field
 * sent, the shopper may have typed or slid on meanwhile, and that stays (no lost keys on a slow phone); any other
 * change of the address (back, forward, a link) is followed by the field.
 */
function useFieldBehindAddress<T>(inAddress: T, send: (value: T) => void, delay: number, clean: (value: T) => T) {
  const [value, setValue] = useState(inAddress);
  const sent = useRef(inAddress);
  useEffect(() => {
    if (inAddress === sent.current) return;
    sent.current = inAddress;
    setValue(inAddress);
  }, [inAddress]);
  useEffect(() => {
    const next = clean(value);
    if (next === inAddress) return;
    const timer = setTimeout(() => {
      sent.current = next;
      send(next);
    }, delay);
    return () => clearTimeout(timer);
  }, [value, inAddress, send, delay, clean]);
  return [value, setValue] as const;
}
