import { APP_MODULES, type AppConfigResponse, type AppModule } from '@freight/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

// App-wide (header, sign-in notice, guards), so it lives in lib rather than in one feature.
export const appConfigKeys = { all: ['app-config'] as const };

export function getAppConfig(): Promise<AppConfigResponse> {
  return apiRequest<AppConfigResponse>('/app/v1/config', { auth: false });
}

export const appConfigQueryOptions = queryOptions({
  queryKey: appConfigKeys.all,
  queryFn: getAppConfig,
  staleTime: Infinity,
});

export function useAppConfig() {
  return useQuery(appConfigQueryOptions);
}

/**
 * Enabled modules; while the config is unknown none are assumed, and if it cannot be
 * loaded all are (spec: all enabled by default) since the API enforces the switch anyway.
 */
export function useEnabledModules(): readonly AppModule[] {
  const { data, isError } = useAppConfig();
  if (data) return data.modules;
  return isError ? APP_MODULES : [];
}
