import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ToastProvider } from '@/components/ui/toast';
import { i18n } from '@/lib/i18n';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // An answer under ten seconds old is not asked again as a page mounts. The first page's
      // loader has just fetched its reads (lib/page-first-reads.ts), and a phone can take
      // seconds to draw the page: with one second, each read went out twice on a 4× slowed CPU,
      // and the page was drawn again with the same data after its first paint. A change the
      // app makes or hears of (the live stream) marks its queries stale whatever their age.
      queries: { refetchOnWindowFocus: false, retry: 1, staleTime: 10_000 },
      // A change of the list or the fridge goes to the offline queue even without a network
      // (decision 036); any other fails at once with the offline text rather than waiting.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/** Everything a page needs around it; tests render through it too, with their own client. */
export function AppProviders({
  children,
  queryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <ToastProvider>{children}</ToastProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
