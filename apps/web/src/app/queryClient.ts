import { QueryClient } from '@tanstack/react-query';
import { overlayMutationCache } from '../shared/ui/overlayMutations';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: overlayMutationCache(),
    defaultOptions: {
      queries: {
        // Office users switch windows all day; refetching on every focus floods the API.
        refetchOnWindowFocus: false,
        retry: 1,
        staleTime: 30_000,
      },
    },
  });
}

export const queryClient = createQueryClient();
