import type { ExchangeRateRow } from '@freight/shared';
import type { SaveExchangeRatesDto } from '@freight/shared/dto';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ratesKeys } from './rate-keys';

/** `GET /app/v1/exchange-rates?day=`: the table in force that day (each currency's newest day not after it). */
export function useExchangeRates(day: string | null) {
  return useQuery({
    queryKey: ratesKeys.exchange(day ?? ''),
    queryFn: () => apiRequest<ExchangeRateRow[]>(`/app/v1/exchange-rates?${new URLSearchParams({ day: day! })}`),
    enabled: !!day,
  });
}

/** `PUT /app/v1/exchange-rates/:day`: enters that day's rates; instant quotes priced from then on use them. */
export function useSaveExchangeRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ day, body }: { day: string; body: SaveExchangeRatesDto }) =>
      apiRequest<ExchangeRateRow[]>(`/app/v1/exchange-rates/${encodeURIComponent(day)}`, { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...ratesKeys.all, 'exchange'] }),
  });
}
