import type { ContainerMode, OperationDetail, TransportMode } from '@freight/shared';
import type { CreateOperationDto, UpdateOperationDto } from '@freight/shared/dto';

/** The operation form's state: text as typed, dates as calendar dates, pickers as ids. */
export type OperationFormValues = {
  clientId: string | null;
  transportMode: TransportMode | null;
  containerMode: ContainerMode | null;
  operativeIds: string[];
  commercialId: string | null;
  houseNumber: string;
  masterNumber: string;
  shipmentKey: string;
  containerNumbers: string[];
  originCode: string;
  originName: string;
  destinationCode: string;
  destinationName: string;
  etd: string | null;
  eta: string | null;
  goodsDescription: string;
  courier: string;
  trackingNumber: string;
};

export const EMPTY_OPERATION_FORM: OperationFormValues = {
  clientId: null,
  transportMode: null,
  containerMode: null,
  operativeIds: [],
  commercialId: null,
  houseNumber: '',
  masterNumber: '',
  shipmentKey: '',
  containerNumbers: [],
  originCode: '',
  originName: '',
  destinationCode: '',
  destinationName: '',
  etd: null,
  eta: null,
  goodsDescription: '',
  courier: '',
  trackingNumber: '',
};

/** What editing starts from: the fields an edit can change (client, modes and route are fixed then). */
export function operationFormFromDetail(op: OperationDetail): OperationFormValues {
  return {
    ...EMPTY_OPERATION_FORM,
    clientId: op.client.id,
    transportMode: op.transportMode,
    containerMode: op.containerMode,
    operativeIds: op.operatives.map((o) => o.id),
    commercialId: op.commercial?.id ?? null,
    houseNumber: op.houseNumber ?? '',
    masterNumber: op.masterNumber ?? '',
    shipmentKey: op.shipmentKey ?? '',
    containerNumbers: op.containerNumbers,
    etd: op.etd,
    eta: op.eta,
    courier: op.express?.courier ?? '',
    trackingNumber: op.express?.trackingNumber ?? '',
  };
}

const orUndefined = (s: string) => s.trim() || undefined;

const numbersAndDates = (values: OperationFormValues) => ({
  operativeIds: values.operativeIds,
  houseNumber: values.houseNumber.trim(),
  masterNumber: values.masterNumber.trim(),
  shipmentKey: values.shipmentKey.trim(),
  containerNumbers: values.containerNumbers,
  etd: values.etd ?? undefined,
  eta: values.eta ?? undefined,
});

/** An edit sends an emptied number as '' (it clears it); an express operation also sends its courier. */
export function updateOperationBody(values: OperationFormValues, express: boolean): UpdateOperationDto {
  return {
    ...numbersAndDates(values),
    ...(express ? { courier: values.courier.trim() || undefined, trackingNumber: values.trackingNumber.trim() } : {}),
  };
}

/** A new operation leaves out what was left blank. Call it once the client and transport mode are chosen. */
export function createOperationBody(values: OperationFormValues): CreateOperationDto {
  return {
    ...numbersAndDates(values),
    houseNumber: orUndefined(values.houseNumber),
    masterNumber: orUndefined(values.masterNumber),
    shipmentKey: orUndefined(values.shipmentKey),
    clientId: values.clientId as string,
    transportMode: values.transportMode as TransportMode,
    containerMode: values.containerMode ?? undefined,
    commercialId: values.commercialId ?? undefined,
    originCode: orUndefined(values.originCode),
    originName: orUndefined(values.originName),
    destinationCode: orUndefined(values.destinationCode),
    destinationName: orUndefined(values.destinationName),
    goodsDescription: orUndefined(values.goodsDescription),
  };
}
