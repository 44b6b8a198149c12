import { ValidateBy, buildMessage, type ValidationOptions } from 'class-validator';
import { isCalendarDate, isCalendarDateTime } from './calendar-date.js';

/** Rule names the API maps to the DATE_INVALID code (apps/api common/errors/validation.ts). */
export const DATE_RULES = ['isCalendarDate', 'isCalendarDateTime'] as const;

/** A yyyy-mm-dd day that exists on the calendar (2026-02-30 and 2026-13-01 are refused). */
export function IsCalendarDate(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isCalendarDate',
      validator: {
        validate: (value) => isCalendarDate(value),
        defaultMessage: buildMessage((each) => `${each}$property must be an existing date (yyyy-mm-dd)`, options),
      },
    },
    options,
  );
}

/** An ISO 8601 date-time whose day exists on the calendar. */
export function IsCalendarDateTime(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isCalendarDateTime',
      validator: {
        validate: (value) => isCalendarDateTime(value),
        defaultMessage: buildMessage((each) => `${each}$property must be an existing ISO 8601 date-time`, options),
      },
    },
    options,
  );
}
