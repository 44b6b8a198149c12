import type {
  AgentScorecard,
  AnalyticsFilterOptions,
  AnalyticsFilters,
  AnalyticsReport,
  AnalyticsReportTable,
  AnalyticsSummary,
  CarrierTable,
  ExportFormat,
  LanePriceTable,
  WaitingTimes,
  WinRateDimension,
  WinRateTable,
} from '@freight/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiDownload, type DownloadedFile, type DownloadProgress } from '@/lib/api-download';

export const analyticsKeys = {
  all: ['analytics'] as const,
  figure: (name: string, params: AnalyticsFilters & Record<string, unknown>) =>
    [...analyticsKeys.all, name, params] as const,
};

/** The filters as a query string (absent filters are not sent). */
export function analyticsSearchParams(params: AnalyticsFilters & Record<string, string | undefined>): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') query.set(key, String(value));
  return query;
}

function useFigure<T>(name: string, path: string, params: AnalyticsFilters & Record<string, string | undefined>) {
  return useQuery(
    queryOptions({
      queryKey: analyticsKeys.figure(name, params),
      queryFn: ({ signal }) =>
        apiRequest<T>(`/analytics/v1/${path}?${analyticsSearchParams(params).toString()}`, { signal }),
      placeholderData: keepPreviousData,
    }),
  );
}

/** `GET /analytics/v1/quotations/summary`: periods, statuses, services, ranking, commercial of the month, lost reasons. */
export const useAnalyticsSummary = (f: AnalyticsFilters) =>
  useFigure<AnalyticsSummary>('summary', 'quotations/summary', f);

/** `GET /analytics/v1/quotations/win-rate?by=`. */
export const useWinRate = (f: AnalyticsFilters, by: WinRateDimension) =>
  useFigure<WinRateTable>('winRate', 'quotations/win-rate', { ...f, by });

/** `GET /analytics/v1/waiting-times`. */
export const useWaitingTimes = (f: AnalyticsFilters) => useFigure<WaitingTimes>('waiting', 'waiting-times', f);

/** `GET /analytics/v1/agents/scorecard`. */
export const useAgentScorecard = (f: AnalyticsFilters) => useFigure<AgentScorecard>('scorecard', 'agents/scorecard', f);

/** `GET /analytics/v1/agents/lane-prices`. */
export const useLanePrices = (f: AnalyticsFilters) => useFigure<LanePriceTable>('lanePrices', 'agents/lane-prices', f);

/** `GET /analytics/v1/agents/carriers`. */
export const useCarriers = (f: AnalyticsFilters) => useFigure<CarrierTable>('carriers', 'agents/carriers', f);

/** `GET /analytics/v1/reports/{report}`. */
export const useReport = (report: AnalyticsReport, f: AnalyticsFilters) =>
  useFigure<AnalyticsReportTable>(`report-${report}`, `reports/${report}`, f);

/** `GET /analytics/v1/filter-options`: the commercial and client pickers' choices. */
export function useAnalyticsFilterOptions() {
  return useQuery(
    queryOptions({
      queryKey: [...analyticsKeys.all, 'options'],
      queryFn: ({ signal }) => apiRequest<AnalyticsFilterOptions>('/analytics/v1/filter-options', { signal }),
      staleTime: 5 * 60_000,
    }),
  );
}

/** `GET /analytics/v1/reports/{report}/export`: the report's rows as XLSX or CSV. */
export function exportReport(
  report: AnalyticsReport,
  f: AnalyticsFilters,
  format: ExportFormat,
  onProgress: (progress: DownloadProgress) => void,
): Promise<DownloadedFile> {
  const query = analyticsSearchParams(f);
  query.set('format', format);
  return apiDownload(`/analytics/v1/reports/${report}/export?${query.toString()}`, { onProgress });
}
