/// <reference types="vite/client" />
import type { QueryClient } from '@tanstack/react-query';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createRootRouteWithContext, HeadContent, Outlet, Scripts } from '@tanstack/react-router';
import { type ReactNode, useEffect } from 'react';
import { ErrorPage } from '../components/ErrorPage.tsx';
import { SiteFooter } from '../components/SiteFooter.tsx';
import { SiteHeader } from '../components/SiteHeader.tsx';
import { settingsQuery } from '../lib/queries.ts';

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  // Start-up (spec 4.7): settings load first; a failure gives the 500 error page.
  loader: ({ context }) => context.queryClient.ensureQueryData(settingsQuery()),
  head: ({ loaderData }) => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { title: loaderData?.site_name ?? 'Fittizia Trattoria' },
      ...(loaderData?.site_description
        ? [{ name: 'description', content: loaderData.site_description }]
        : []),
      { name: 'theme-color', content: '#244742' },
    ],
    links: [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }],
  }),
  component: RootComponent,
  errorComponent: ({ error }) => (
    <RootDocument>
      <ErrorPage error={error} />
    </RootDocument>
  ),
  notFoundComponent: () => <ErrorPage status={404} />,
});

function RootComponent() {
  const { data: settings } = useSuspenseQuery(settingsQuery());
  return (
    <RootDocument>
      <SiteHeader settings={settings} />
      <main id="main">
        <Outlet />
      </main>
      <SiteFooter settings={settings} />
    </RootDocument>
  );
}

function RootDocument({ children }: { children: ReactNode }) {
  useEffect(() => {
    // Lets end-to-end tests wait for hydration before they interact.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <html lang="en-GB">
      <head>
        <HeadContent />
      </head>
      <body>
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        {children}
        <Scripts />
      </body>
    </html>
  );
}
