// First: before any schema is created (see lib/zod-jitless.ts).
import './lib/zod-jitless.ts';
import { StartClient } from '@tanstack/react-start/client';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { yieldToMain } from './lib/yield-to-main.ts';

// In a task of its own: evaluating the app's modules is one task, starting the router and hydrating the next
// (docs/performance.md, "The main thread at load").
void yieldToMain().then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <StartClient />
      </StrictMode>,
    );
  }),
);
