import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useOrderEvents } from '../../frontdesk/hooks/use-order-events.js';
import { requestKeys } from './requests-api.js';

/** New and changed requests arrive live: every event (and every reconnect) reloads the request queries. */
export function useRequestEvents() {
  const queryClient = useQueryClient();
  const reload = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: requestKeys.all }),
    [queryClient],
  );
  return useOrderEvents('/api/requests/events', reload, 'request');
}
