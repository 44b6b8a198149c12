import type { ComponentType } from 'react';
import { NotFoundPage } from '@/app/errors/not-found-page';
import type { RouteId } from './route-table';

type ScreenLoader = () => Promise<ComponentType>;

// Screens that later issues build; until then they share one placeholder titled from the route.
const placeholder: ScreenLoader = () =>
  import('@/components/placeholder-screen').then((m) => m.PlaceholderScreen);

/** Each screen is its own chunk, loaded when its route is first visited (spec: screens load on demand). */
export const SCREENS: Record<RouteId, ScreenLoader> = {
  home: () => import('@/features/home/routes/home-page').then((m) => m.HomePage),
  // Carries the time-zone database, which no other screen needs.
  settings: () => import('@/features/account/routes/settings-page').then((m) => m.SettingsPage),
  login: () => import('@/features/auth/routes/login-page').then((m) => m.LoginPage),
  // Already in the main chunk (the error boundary uses it), so no separate load.
  notFound: () => Promise.resolve(NotFoundPage),

  generalDashboards: placeholder,
  reports: placeholder,
  myQuotations: placeholder,
  myQuotationsHistory: placeholder,
  finalize: placeholder,
  assigned: placeholder,
  managerQuotations: placeholder,
  pricingNewRequests: placeholder,
  pricingInProgress: placeholder,
  pricingQuotations: placeholder,
  pricingQuoter: placeholder,
  pricingRates: placeholder,
  pricingRules: placeholder,
  clients: placeholder,
  providers: placeholder,
  chargeCodes: placeholder,
  documentTypes: placeholder,
  noteTypes: placeholder,
  users: () => import('@/features/users/routes/users-page').then((m) => m.UsersPage),
  notes: placeholder,
  operationsGeneral: placeholder,
  expressOperations: placeholder,
  expressInProgress: placeholder,
  expressFinished: placeholder,
  drafts: placeholder,
  support: placeholder,
  thirdParty: placeholder,
  thirdPartyNewCost: placeholder,
  clientQuotation: placeholder,
};
