/**
 * SaveRateDto's limits, in one place: the DTO's decorators enforce them and the rate form checks the
 * same figures before sending (and names them in its messages, as class-validator refusals carry none).
 */
export const RATE_LIMITS = {
  transitDays: { min: 0, max: 365 },
  freeDays: { min: 0, max: 365 },
  /** kg per m³. */
  cbmRatio: { min: 0, max: 100_000, decimals: 3 },
  description: { length: 300 },
  route: { length: 300 },
  frequency: { length: 100 },
  comments: { length: 2000 },
  charges: {
    description: { length: 200 },
    unit: { length: 30 },
  },
} as const;
