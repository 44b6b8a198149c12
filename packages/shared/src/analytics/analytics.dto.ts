import { IsIn, IsOptional, IsUUID } from 'class-validator';
import { EXPORT_FORMATS, type ExportFormat } from '../common/export-format.js';
import {
  COMPANIES,
  SERVICES,
  TRANSPORT_MODES,
  type Company,
  type Service,
  type TransportMode,
} from '../reference/constants.js';
import { IsCalendarDate } from '../common/calendar-date.dto.js';
import { DATE_RANGE_PRESETS, type DateRangePreset } from './date-presets.js';
import {
  ANALYTICS_GRANULARITIES,
  ANALYTICS_REPORTS,
  WIN_RATE_DIMENSIONS,
  type AnalyticsGranularity,
  type AnalyticsReport,
  type WinRateDimension,
} from './analytics.types.js';

/**
 * The dashboards' filters. The range is the quotation's creation date (yyyy-mm-dd, inclusive):
 * `from`/`to` when given, else the preset read in the user's time zone, else the last 12 months.
 */
export class AnalyticsFilterDto {
  @IsOptional() @IsIn(DATE_RANGE_PRESETS) preset?: DateRangePreset;
  @IsOptional() @IsCalendarDate() from?: string;
  @IsOptional() @IsCalendarDate() to?: string;
  @IsOptional() @IsIn(COMPANIES) company?: Company;
  @IsOptional() @IsUUID() commercialId?: string;
  @IsOptional() @IsUUID() clientId?: string;
  @IsOptional() @IsIn(TRANSPORT_MODES) mode?: TransportMode;
  @IsOptional() @IsIn(SERVICES) service?: Service;
  @IsOptional() @IsIn(ANALYTICS_GRANULARITIES) granularity: AnalyticsGranularity = 'month';
}

export class WinRateQueryDto extends AnalyticsFilterDto {
  @IsOptional() @IsIn(WIN_RATE_DIMENSIONS) by: WinRateDimension = 'commercial';
}

export class AnalyticsReportParamDto {
  @IsIn(ANALYTICS_REPORTS) report!: AnalyticsReport;
}

export class AnalyticsExportQueryDto extends AnalyticsFilterDto {
  @IsOptional() @IsIn(EXPORT_FORMATS) format: ExportFormat = 'xlsx';
}
