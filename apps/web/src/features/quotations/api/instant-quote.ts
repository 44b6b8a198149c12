import type { InstantQuoteResult } from '@freight/shared';
import type { InstantQuoteDto } from '@freight/shared/dto';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type InstantQuoteBody = Omit<InstantQuoteDto, 'measureSystem'> & Partial<Pick<InstantQuoteDto, 'measureSystem'>>;

/** `POST /app/v1/instant-quotes`: prices from the lane's valid rates (changes nothing); off until the lane and cargo are filled. */
export function useInstantQuote(body: InstantQuoteBody | null) {
  return useQuery({
    queryKey: ['instant-quote', body],
    queryFn: ({ signal }) =>
      apiRequest<InstantQuoteResult>('/app/v1/instant-quotes', { method: 'POST', body: body!, signal }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
