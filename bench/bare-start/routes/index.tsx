import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';

const greeting = queryOptions({
  queryKey: ['greeting'],
  queryFn: async () => ({ text: 'Hello from a bare page' }),
});

export const Route = createFileRoute('/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(greeting),
  component: () => {
    const { data } = useSuspenseQuery(greeting);
    return (
      <main>
        <h1>{data.text}</h1>
      </main>
    );
  },
});
