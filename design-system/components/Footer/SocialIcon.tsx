import Globe from 'lucide-react/icons/globe';

/*
 * Glyphs for the social networks settings name, in the icon set's stroke style. Drawn here rather than taken
 * from the Icon component because that one imports lucide's package root, whose CommonJS build breaks server
 * rendering in the site's current Vite set-up (see the hand-over notes); deep icon imports are ES modules.
 */
const glyphs: Record<string, string[]> = {
  instagram: [
    'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5z',
    'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8z',
    'M17.5 6.5h.01',
  ],
  facebook: ['M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z'],
  tiktok: ['M16 3c.5 2.5 2.2 4 5 4.2V11a8.5 8.5 0 0 1-5-1.6V16a6 6 0 1 1-6-6v4a2 2 0 1 0 2 2V3z'],
  youtube: [
    'M2.5 7.5A3 3 0 0 1 5.2 5c4.5-.4 9.1-.4 13.6 0a3 3 0 0 1 2.7 2.5 27 27 0 0 1 0 9 3 3 0 0 1-2.7 2.5c-4.5.4-9.1.4-13.6 0a3 3 0 0 1-2.7-2.5 27 27 0 0 1 0-9z',
    'm10 9 5 3-5 3z',
  ],
};

/** The icon for a social link, by the item's `className` (or link text); a globe for any other network. */
export function SocialIcon({ name }: { name: string }) {
  const paths = glyphs[name.toLowerCase()];
  if (!paths) return <Globe aria-hidden="true" focusable="false" size={24} />;
  return (
    <svg
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
