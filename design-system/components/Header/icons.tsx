/*
 * The header's two icons, drawn as lucide-react draws them (its `menu` and `chevron-down`, ISC licence, the same
 * SVG attributes and paths), without lucide's runtime: the header is in every page's first load.
 */

const stroke = {
  xmlns: 'http://www.w3.org/2000/svg',
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  focusable: false,
} as const;

/** lucide's `menu`: three lines. */
export function MenuIcon({ size }: { size: number }) {
  return (
    <svg {...stroke} aria-hidden="true" width={size} height={size} className="lucide lucide-menu">
      <path d="M4 5h16" />
      <path d="M4 12h16" />
      <path d="M4 19h16" />
    </svg>
  );
}

/** lucide's `chevron-down`. */
export function ChevronDownIcon({ size, className }: { size: number; className?: string }) {
  return (
    <svg
      {...stroke}
      aria-hidden="true"
      width={size}
      height={size}
      className={`lucide lucide-chevron-down ${className ?? ''}`.trim()}
    >
      <path d="m6 9 6 6 6-6" />
    </svg>
  );
}
