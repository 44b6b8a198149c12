import type { ComponentType } from 'react';
import { NotFoundPage } from '@/app/errors/not-found-page';
import type { RouteId } from '@/lib/route-table';

type ScreenLoader = () => Promise<ComponentType>;

// Screens that later issues build; until then they share one placeholder titled from the route.
const placeholder: ScreenLoader = () => import('@/components/placeholder-screen').then((m) => m.PlaceholderScreen);

/** True for a screen a later issue builds (home links only to built screens). */
export function isPlaceholderScreen(id: RouteId): boolean {
  return SCREENS[id] === placeholder;
}

/** Each screen is its own chunk, loaded when its route is first visited (spec: screens load on demand). */
export const SCREENS: Record<RouteId, ScreenLoader> = {
  // Home's page with the shell's menu cards (app/router/home-screen.tsx composes them).
  home: () => import('@/app/router/home-screen').then((m) => m.HomeScreen),
  // Carries the time-zone database, which no other screen needs.
  settings: () => import('@/features/account/routes/settings-page').then((m) => m.SettingsPage),
  login: () => import('@/features/auth/routes/login-page').then((m) => m.LoginPage),
  // Already in the main chunk (the error boundary uses it), so no separate load.
  notFound: () => Promise.resolve(NotFoundPage),
  accessibility: () =>
    import('@/features/accessibility/routes/accessibility-statement-page').then((m) => m.AccessibilityStatementPage),

  generalDashboards: () =>
    import('@/features/analytics/routes/general-dashboards-page').then((m) => m.GeneralDashboardsPage),
  reports: () => import('@/features/analytics/routes/reports-page').then((m) => m.ReportsPage),
  // The list and, with {ref}, one quotation's detail.
  myQuotations: () => import('@/features/quotations/routes/my-quotations-page').then((m) => m.MyQuotationsPage),
  myQuotationsHistory: () => import('@/features/quotations/routes/history-page').then((m) => m.HistoryPage),
  finalize: () => import('@/features/quotations/routes/finalize-page').then((m) => m.FinalizePage),
  assigned: () => import('@/features/quotations/routes/assigned-page').then((m) => m.AssignedPage),
  managerQuotations: () =>
    import('@/features/quotations/routes/manager-quotations-page').then((m) => m.ManagerQuotationsPage),
  pricingNewRequests: () => import('@/features/pricing/routes/new-requests-page').then((m) => m.PricingNewRequestsPage),
  pricingInProgress: () => import('@/features/pricing/routes/in-process-page').then((m) => m.PricingInProcessPage),
  pricingQuotations: () => import('@/features/pricing/routes/quotations-page').then((m) => m.PricingQuotationsPage),
  pricingQuoter: () => import('@/features/pricing/routes/quoter-page').then((m) => m.PricingQuoterPage),
  pricingRates: () => import('@/features/rates/routes/rates-page').then((m) => m.RatesPage),
  pricingSurcharges: () => import('@/features/rates/routes/surcharges-page').then((m) => m.SurchargesPage),
  pricingRateFinder: () => import('@/features/rates/routes/rate-finder-page').then((m) => m.RateFinderPage),
  pricingRules: () => import('@/features/rates/routes/rules-page').then((m) => m.RulesPage),
  pricingMailTriage: () => import('@/features/inbound-mail/routes/mail-triage-page').then((m) => m.MailTriagePage),
  clients: () => import('@/features/clients/routes/clients-page').then((m) => m.ClientsPage),
  providers: () => import('@/features/providers/routes/providers-page').then((m) => m.ProvidersPage),
  chargeCodes: () => import('@/features/charge-codes/routes/charge-codes-page').then((m) => m.ChargeCodesPage),
  documentTypes: () => import('@/features/record-types/routes/record-types-page').then((m) => m.DocumentTypesPage),
  noteTypes: () => import('@/features/record-types/routes/record-types-page').then((m) => m.NoteTypesPage),
  users: () => import('@/features/users/routes/users-page').then((m) => m.UsersPage),
  audit: () => import('@/features/audit/routes/audit-page').then((m) => m.AuditPage),
  notes: () => import('@/features/standard-notes/routes/standard-notes-page').then((m) => m.StandardNotesPage),
  operationsGeneral: () => import('@/features/operations/routes/operations-page').then((m) => m.OperationsPage),
  expressOperations: () => import('@/features/operations/routes/express-page').then((m) => m.ExpressAllPage),
  expressInProgress: () => import('@/features/operations/routes/express-page').then((m) => m.ExpressInProgressPage),
  expressFinished: () => import('@/features/operations/routes/express-page').then((m) => m.ExpressFinishedPage),
  drafts: () => import('@/features/drafts/routes/drafts-page').then((m) => m.DraftsPage),
  support: () => import('@/features/support/routes/support-page').then((m) => m.SupportPage),
  thirdParty: () => import('@/features/client-portal/routes/third-party-page').then((m) => m.ThirdPartyPage),
  thirdPartyNewCost: () => import('@/features/agent-costs/routes/agent-cost-page').then((m) => m.AgentCostPage),
  clientQuotationRequest: () =>
    import('@/features/client-portal/routes/client-request-page').then((m) => m.ClientRequestPage),
  clientQuotation: () =>
    import('@/features/client-portal/routes/client-quotation-page').then((m) => m.ClientQuotationPage),
};
