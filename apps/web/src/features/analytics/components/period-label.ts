import { formatDate } from '@/lib/formatting';

/**
 * A period as the charts label it: a week (the yyyy-mm-dd of its Monday) as dd/mm/yyyy, a month
 * (yyyy-mm) as mm/yyyy, so the axis reads like every other date on screen.
 */
export function periodLabel(period: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(period)) return formatDate(period);
  const month = /^(\d{4})-(\d{2})$/.exec(period);
  return month ? `${month[2]}/${month[1]}` : period;
}
