import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';

const greeting = queryOptions({
  queryKey: ['greeting'],
  queryFn: async () => ({ text: 'Hello from a bare page' }),
});

export const Route = createFileRoute('/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(greeting),
  component: () => {
    const { data } = useSuspenseQuery(greeting);
    // A button for `pnpm bench:interaction`: the bare page's first tap, the yardstick of the site's.
    const [presses, setPresses] = useState(0);
    return (
      <main>
        <h1>{data.text}</h1>
        <button type="button" onClick={() => setPresses((n) => n + 1)}>
          Pressed {presses} times
        </button>
      </main>
    );
  },
});
