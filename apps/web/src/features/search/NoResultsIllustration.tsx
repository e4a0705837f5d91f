/** An empty basket under a magnifying glass, drawn inline for the search page's no-hit state. */
export function NoResultsIllustration() {
  return (
    <svg viewBox="0 0 200 150" width={200} height={150} aria-hidden className="h-32 w-auto">
      <ellipse cx="100" cy="136" rx="70" ry="8" fill="#e7e5e4" />
      <path d="M42 70h100l-11 58H53Z" fill="#dcfce7" stroke="#15803d" strokeWidth="4" strokeLinejoin="round" />
      <path d="M62 70l18-32M122 70l-18-32" stroke="#15803d" strokeWidth="5" strokeLinecap="round" />
      <path d="M68 88v24M92 88v24M116 88v24" stroke="#86efac" strokeWidth="4" strokeLinecap="round" />
      <circle cx="150" cy="52" r="24" fill="#fff" stroke="#f59e0b" strokeWidth="6" />
      <path d="M167 69l18 18" stroke="#f59e0b" strokeWidth="8" strokeLinecap="round" />
      <path d="M141 45l18 14M159 45l-18 14" stroke="#a8a29e" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
