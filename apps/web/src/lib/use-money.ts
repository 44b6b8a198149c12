import { useFormatters } from '@/lib/formatting';

/** "EUR 1,234.50" / "EUR 1.234,50" in the user's number format. */
export function useMoney(): (currency: string, amount: number) => string {
  const format = useFormatters();
  return (currency, amount) => `${currency} ${format.amount(amount)}`;
}
