import type { AnalyticsFilters, AnalyticsReport, ExportFormat, WinRateDimension } from '@freight/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, body, download, FILE, query, type ApiQuery } from '@/lib/api';
import { type DownloadedFile, type DownloadProgress } from '@/lib/api-download';

export const analyticsKeys = {
  all: ['analytics'] as const,
  figure: (name: string, params: AnalyticsFilters & Record<string, unknown>) =>
    [...analyticsKeys.all, name, params] as const,
};

/** The filters as the document types them (a preset is any string on the screen); absent filters are not sent. */
const filters = (params: AnalyticsFilters & Record<string, string | undefined>) =>
  ({ query: query(params as ApiQuery<'/analytics/v1/quotations/win-rate', 'get'>) }) as const;

function useFigure<T>(
  name: string,
  params: AnalyticsFilters & Record<string, string | undefined>,
  fetcher: (signal: AbortSignal) => Promise<T>,
) {
  return useQuery(
    queryOptions({
      queryKey: analyticsKeys.figure(name, params),
      queryFn: ({ signal }) => fetcher(signal),
      placeholderData: keepPreviousData,
    }),
  );
}

/** `GET /analytics/v1/quotations/summary`: periods, statuses, services, ranking, commercial of the month, lost reasons. */
export const useAnalyticsSummary = (f: AnalyticsFilters) =>
  useFigure('summary', f, (signal) =>
    body(api.GET('/analytics/v1/quotations/summary', { params: filters(f), signal })),
  );

/** `GET /analytics/v1/quotations/win-rate?by=`. */
export const useWinRate = (f: AnalyticsFilters, by: WinRateDimension) =>
  useFigure('winRate', { ...f, by }, (signal) =>
    body(api.GET('/analytics/v1/quotations/win-rate', { params: filters({ ...f, by }), signal })),
  );

/** `GET /analytics/v1/quotations/client-requests`: client portal requests, instant vs manual (issue 43). */
export const useClientRequestFigures = (f: AnalyticsFilters) =>
  useFigure('clientRequests', f, (signal) =>
    body(api.GET('/analytics/v1/quotations/client-requests', { params: filters(f), signal })),
  );

/** `GET /analytics/v1/waiting-times`. */
export const useWaitingTimes = (f: AnalyticsFilters) =>
  useFigure('waiting', f, (signal) => body(api.GET('/analytics/v1/waiting-times', { params: filters(f), signal })));

/** `GET /analytics/v1/agents/scorecard`. */
export const useAgentScorecard = (f: AnalyticsFilters) =>
  useFigure('scorecard', f, (signal) =>
    body(api.GET('/analytics/v1/agents/scorecard', { params: filters(f), signal })),
  );

/** `GET /analytics/v1/agents/lane-prices`. */
export const useLanePrices = (f: AnalyticsFilters) =>
  useFigure('lanePrices', f, (signal) =>
    body(api.GET('/analytics/v1/agents/lane-prices', { params: filters(f), signal })),
  );

/** `GET /analytics/v1/agents/carriers`. */
export const useCarriers = (f: AnalyticsFilters) =>
  useFigure('carriers', f, (signal) => body(api.GET('/analytics/v1/agents/carriers', { params: filters(f), signal })));

/** `GET /analytics/v1/reports/{report}`. */
export const useReport = (report: AnalyticsReport, f: AnalyticsFilters) =>
  useFigure(`report-${report}`, f, (signal) =>
    body(api.GET('/analytics/v1/reports/{report}', { params: { ...filters(f), path: { report } }, signal })),
  );

/** `GET /analytics/v1/filter-options`: the commercial and client pickers' choices. */
export function useAnalyticsFilterOptions() {
  return useQuery(
    queryOptions({
      queryKey: [...analyticsKeys.all, 'options'],
      queryFn: ({ signal }) => body(api.GET('/analytics/v1/filter-options', { signal })),
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
  return download(
    api.GET('/analytics/v1/reports/{report}/export', {
      params: {
        path: { report },
        query: query({ ...f, format } as ApiQuery<'/analytics/v1/reports/{report}/export', 'get'>),
      },
      ...FILE,
    }),
    onProgress,
  );
}
