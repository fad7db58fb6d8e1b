import { createFileRoute } from '@tanstack/react-router';

/** Restaurant page `/restaurants/{city}/{slug}`: the layout's body (`../_restaurant.tsx`), nothing more. */
export const Route = createFileRoute('/restaurants/$city/$slug/_restaurant/')({});
