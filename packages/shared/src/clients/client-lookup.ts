/** A client as the request form's search shows it. */
export type ClientLookupItem = { id: string; tradeName: string; legalName: string; taxId: string; country: string };
