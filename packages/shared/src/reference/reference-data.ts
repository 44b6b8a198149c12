// GET /app/v1/reference: the business constants of spec section 9 in one response, so the web has one source.
import type { CurrencyFormat, Language } from '../config/modules.js';
import type * as C from './constants.js';
import type { IncotermInfo } from './incoterms.js';

export type ContainerTypeItem = { code: C.ContainerType } & C.ContainerSpec;

export type ReferenceData = {
  languages: readonly Language[];
  defaultLanguage: Language;
  currencyFormats: readonly CurrencyFormat[];
  currencies: readonly C.Currency[];
  defaultCurrency: C.Currency;
  taxMultiplier: number;
  companies: readonly C.Company[];
  transportModes: readonly C.TransportMode[];
  services: readonly C.Service[];
  serviceMode: Record<C.Service, C.TransportMode>;
  airModes: readonly string[];
  incoterms: readonly IncotermInfo[];
  pickupIncoterms: readonly C.Incoterm[];
  containerTypes: ContainerTypeItem[];
  truckTypes: readonly C.TruckType[];
  commodityTypes: readonly C.CommodityType[];
  stackableValues: readonly C.Stackable[];
  noteVisibilities: readonly C.NoteVisibility[];
  defaultNoteVisibility: C.NoteVisibility;
  paymentTerms: readonly C.PaymentTerm[];
  creditDays: readonly number[];
  measureSystems: readonly C.MeasureSystem[];
  defaultMeasureSystem: C.MeasureSystem;
  packageKinds: readonly C.PackageKind[];
  expressDirections: readonly C.ExpressDirection[];
  defaultExpressRate: string;
  expressInsurers: readonly string[];
  defaultExpressInsurer: string;
  ruleFilterConditions: readonly string[];
  ruleFilterTypes: readonly string[];
  costExportKeys: readonly string[];
  maxUploadBytes: number;
};
