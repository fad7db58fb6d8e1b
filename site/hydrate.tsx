// First: before any schema is created (see lib/zod-jitless.ts).
import './lib/zod-jitless.ts';
import { StartClient } from '@tanstack/react-start/client';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { yieldToMain } from './lib/yield-to-main.ts';

// In a task of its own: evaluating the app's modules is one task, starting the router and hydrating the next
// (docs/performance.md, "The main thread at load"). Awaited at the top level, so the browser entry's import of
// this module resolves once the root exists (client.tsx then stops holding presses).
await yieldToMain();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <StartClient />
    </StrictMode>,
  );
});
