/** Brand marks drawn inline (lucide ships no brand icons); simple, recognisable shapes at 20 px. */
/* eslint-disable lingui/no-unlocalized-strings -- SVG path data */
const paths = {
  facebook: 'M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v9h4v-9h3l.5-4h-3.5V8.8c0-.5.3-.8.8-.8Z',
  x: 'M4 4h4.6l4 5.6L17.4 4H20l-6.2 7.2L20.5 20h-4.6l-4.3-6-5.2 6H4l6.4-7.4Z',
  youtube: 'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8ZM10 15V9l5.2 3Z',
  linkedin: 'M4.5 9h3.8v11H4.5Zm1.9-5.5a2.2 2.2 0 1 1 0 4.4 2.2 2.2 0 0 1 0-4.4ZM10.5 9h3.6v1.6c.5-.9 1.8-1.9 3.6-1.9 3.9 0 4.3 2.5 4.3 5.7V20h-3.8v-4.9c0-1.3 0-2.9-1.8-2.9s-2.1 1.4-2.1 2.8v5h-3.8Z',
} as const;
/* eslint-enable lingui/no-unlocalized-strings */

export type SocialNetwork = keyof typeof paths;

export function SocialIcon({ network, className = 'size-5' }: { network: SocialNetwork; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden className={className} fill="currentColor">
      <path d={paths[network]} />
    </svg>
  );
}
