import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { FoodType } from '@shop/contract/declarations';

/** The FSSAI colours: green for vegetarian food, brown for non-vegetarian. */
const marks = {
  veg: { label: msg`Vegetarian`, colour: '#0f8a3c' },
  'non-veg': { label: msg`Non-vegetarian`, colour: '#7a3b12' },
} as const;

/**
 * The mark Indian food carries (FSS Labelling and Display Regulations, 2020): a green dot in a green square for
 * vegetarian food, a brown triangle in a brown square for non-vegetarian, so the shape tells them apart as well as
 * the colour. Read out as "Vegetarian" or "Non-vegetarian"; nothing for what is not food.
 */
export function FoodMark({ type, size = 'sm', className = '' }: { type: FoodType | null; size?: 'sm' | 'md'; className?: string }) {
  const { t } = useLingui();
  if (!type) return null;
  const label = t(marks[type].label);
  const { colour } = marks[type];
  const px = size === 'md' ? 20 : 14;
  return (
    <svg role="img" aria-label={label} width={px} height={px} viewBox="0 0 20 20" className={`shrink-0 ${className}`}>
      <title>{label}</title>
      <rect x="1" y="1" width="18" height="18" rx="2" fill="#fff" stroke={colour} strokeWidth="2" />
      {type === 'veg' ? <circle cx="10" cy="10" r="5" fill={colour} /> : <path d="M10 4.5 15.5 14.5H4.5Z" fill={colour} />}
    </svg>
  );
}
