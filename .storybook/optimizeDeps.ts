/**
 * Dependencies that the browser loads from the design system and the mocks. Pre-bundled up front, because a
 * dependency discovered in the middle of a test run makes Vite reload the page and the test iframe time out.
 * Under pnpm a package's own dependency is written `'owner > dependency'`.
 */
export const designSystemDeps = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  '@fittizia/design-system > @vanilla-extract/css',
  '@fittizia/design-system > @vanilla-extract/recipes/createRuntimeFn',
  '@fittizia/design-system > @vanilla-extract/sprinkles/createRuntimeSprinkles',
  '@fittizia/design-system > radix-ui',
  '@fittizia/design-system > lucide-react',
  '@fittizia/design-system > react-hook-form',
  '@fittizia/design-system > @hookform/resolvers/zod',
  '@fittizia/design-system > react-day-picker',
  '@fittizia/design-system > react-day-picker/locale',
  '@fittizia/design-system > date-fns',
  '@fittizia/design-system > date-fns/lightFormat',
  '@fittizia/design-system > @date-fns/tz',
  '@fittizia/design-system > zod',
  // The contract's zod (`contract/src/zod.ts`): the functional build and its English messages.
  '@fittizia/design-system > zod/mini',
  '@fittizia/design-system > zod/v4/locales/en.js',
  '@fittizia/design-system > braintree-web-drop-in',
  '@fittizia/design-system > @tanstack/react-query',
];

export const storybookDeps = [
  ...designSystemDeps,
  'msw',
  'msw/browser',
  'msw-storybook-addon/csf3',
  '@fittizia/api-mocks > zod',
];

export const unitTestDeps = [
  ...designSystemDeps,
  '@fittizia/design-system > @testing-library/react',
  '@fittizia/design-system > @testing-library/user-event',
  // The booking journey's property tests.
  'fast-check',
  // The site's deferred-hydration test renders server HTML in the browser.
  'react-dom/server',
];
