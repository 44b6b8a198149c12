import { COMPANY_TIME_ZONE } from '@freight/shared';
import { todayIn } from '../../common/time/zoned-dates.js';

/** Validity dates are the company's calendar dates (as printed on its PDF). */
export const portalToday = (now = new Date()): string => todayIn(COMPANY_TIME_ZONE, now);
