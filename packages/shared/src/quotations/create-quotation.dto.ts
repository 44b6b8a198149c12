import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsPositive,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import {
  COMMODITY_TYPES,
  COMPANIES,
  CONTAINER_TYPE_CODES,
  CURRENCIES,
  EXPRESS_DIRECTIONS,
  INCOTERMS,
  MEASURE_SYSTEMS,
  NOTE_VISIBILITIES,
  PACKAGE_KINDS,
  SERVICES,
  STACKABLE_VALUES,
  TRUCK_TYPES,
  type CommodityType,
  type Company,
  type ContainerType,
  type Currency,
  type ExpressDirection,
  type Incoterm,
  type MeasureSystem,
  type NoteVisibility,
  type PackageKind,
  type Service,
  type Stackable,
  type TruckType,
} from '../reference/constants.js';
import { IsCalendarDate } from '../common/calendar-date.dto.js';

/** Calendar dates travel as yyyy-mm-dd; the UI shows and accepts dd/mm/yyyy. */
export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export class PackingLineDto {
  @IsIn(PACKAGE_KINDS) kind!: PackageKind;
  @IsInt() @IsPositive() quantity!: number;
  /** Per unit, kg (lb when imperial). */
  @IsNumber() @IsPositive() weight!: number;
  /** Per unit, cm (in when imperial). */
  @IsNumber() @IsPositive() length!: number;
  @IsNumber() @IsPositive() width!: number;
  @IsNumber() @IsPositive() height!: number;
}

export class ContainerLineDto {
  @IsInt() @IsPositive() quantity!: number;
  @IsIn(CONTAINER_TYPE_CODES) type!: ContainerType;
  /** Cargo weight in each container of the line, kg (lb when imperial); a full-container request needs it... */
  @IsOptional() @IsNumber() @IsPositive() weight?: number;
  /** ...or the commercial's explicit "weight to be confirmed". */
  @IsOptional() @IsBoolean() weightToConfirm?: boolean;
}

export class TruckLineDto {
  @IsInt() @IsPositive() quantity!: number;
  @IsIn(TRUCK_TYPES) type!: TruckType;
}

export class PickupDto {
  @IsString() @IsNotEmpty() @MaxLength(200) address!: string;
  @IsOptional() @IsString() @MaxLength(20) postalCode?: string;
  @IsString() @IsNotEmpty() @MaxLength(100) city!: string;
  @IsOptional() @IsString() @MaxLength(100) state?: string;
  @IsOptional() @IsString() @MaxLength(150) supplier?: string;
  @IsOptional() @IsString() @MaxLength(60) orderNumber?: string;
}

export class ExpressAddressDto {
  @IsString() @IsNotEmpty() @MaxLength(200) description!: string;
  @IsString() @IsNotEmpty() @MaxLength(100) city!: string;
  @IsOptional() @IsString() @MaxLength(10) stateOrProvinceCode?: string;
  @IsOptional() @IsString() @MaxLength(20) postalCode?: string;
  @Matches(/^[A-Z]{2}$/) countryCode!: string;
}

export class ExpressDetailsDto {
  @IsIn(EXPRESS_DIRECTIONS) direction!: ExpressDirection;
  @IsBoolean() isDocument!: boolean;
  @IsString() @IsNotEmpty() @MaxLength(40) insurer: string = 'FEDEX';
  @ValidateNested() @Type(() => ExpressAddressDto) shipper!: ExpressAddressDto;
  @ValidateNested() @Type(() => ExpressAddressDto) recipient!: ExpressAddressDto;
}

export class NewNoteDto {
  @IsIn(NOTE_VISIBILITIES) visibility: NoteVisibility = 'INTERNAL';
  @IsString() @IsNotEmpty() @MaxLength(4000) text!: string;
}

/** A note added on a quotation's detail: it may carry one of the active note types. */
export class AddNoteDto extends NewNoteDto {
  @IsOptional() @IsUUID() noteTypeId?: string | null;
}

export class AttachmentRefDto {
  /** A document uploaded beforehand by the same user (POST /app/v1/documents). */
  @IsUUID() documentId!: string;
  @IsOptional() @IsBoolean() safetyDataSheet?: boolean;
}

const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);

/**
 * The lane and cargo of a quotation request, shared by the staff form's request (CreateQuotationDto) and
 * a client's portal request (ClientQuotationRequestDto, issue 43): one set of rules for both, checked
 * further per service by quotationRuleViolations. Dangerous goods is commodityType DG.
 */
export class QuotationLaneCargoDto {
  @IsIn(SERVICES) service!: Service;
  @IsOptional() @IsString() @MaxLength(10) originCode?: string;
  @IsOptional() @IsString() @MaxLength(150) originName?: string;
  @IsOptional() @IsString() @MaxLength(10) destinationCode?: string;
  @IsOptional() @IsString() @MaxLength(150) destinationName?: string;
  @IsOptional() @IsIn(INCOTERMS) incoterm?: Incoterm;
  @IsOptional() @IsCalendarDate() goodsReadyDate?: string;

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @ValidateNested({ each: true })
  @Type(() => ContainerLineDto)
  containers?: ContainerLineDto[];
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @ValidateNested({ each: true })
  @Type(() => TruckLineDto)
  trucks?: TruckLineDto[];
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => PackingLineDto)
  packingLines?: PackingLineDto[];
  @IsIn(MEASURE_SYSTEMS) measureSystem: MeasureSystem = 'METRIC';

  @IsIn(COMMODITY_TYPES) commodityType: CommodityType = 'GEN';
  @Transform(trim) @IsString() @IsNotEmpty() @MaxLength(1000) goodsDescription!: string;
  @IsIn(STACKABLE_VALUES) stackable: Stackable = 'YES';
  /** The client's own reference. */
  @IsOptional() @Transform(trim) @IsString() @MaxLength(60) clientReference?: string;
}

/**
 * A quotation request. Which fields are required depends on the service: see quotationRuleViolations,
 * which the form and the server both apply.
 */
export class CreateQuotationDto extends QuotationLaneCargoDto {
  @IsIn(COMPANIES) company: Company = 'MVD';
  @IsUUID() clientId!: string;
  @IsOptional() @IsUUID() assignedToId?: string;

  @IsOptional() @IsNumber() @Min(0) goodsValue?: number;
  @IsIn(CURRENCIES) goodsCurrency: Currency = 'USD';
  @IsBoolean() hasInsurance: boolean = false;
  @IsOptional() @IsNumber() @Min(0) insuranceValue?: number;
  @IsIn(CURRENCIES) insuranceCurrency: Currency = 'USD';

  @IsOptional() @ValidateNested() @Type(() => PickupDto) pickup?: PickupDto;
  @IsOptional() @ValidateNested() @Type(() => ExpressDetailsDto) express?: ExpressDetailsDto;

  @IsOptional() @IsCalendarDate() shipmentDate?: string;

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @IsString({ each: true })
  @MaxLength(150, { each: true })
  sellers?: string[];
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @IsString({ each: true })
  @MaxLength(150, { each: true })
  buyers?: string[];
  @IsOptional() @IsString() @MaxLength(4000) pricingComments?: string;
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @ValidateNested({ each: true })
  @Type(() => NewNoteDto)
  notes?: NewNoteDto[];
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @ValidateNested({ each: true })
  @Type(() => AttachmentRefDto)
  attachments?: AttachmentRefDto[];
  /** A rate of the instant quote the commercial chose: the request is created already priced with it. */
  @IsOptional() @IsUUID() instantRateId?: string;
  /**
   * The commercial chose "send the request to pricing": no AUTORATE rule prices it (the match is only
   * logged). Left out, the quotation rules decide as the instant quote's `autoPricing` shows.
   */
  @IsOptional() @IsBoolean() sendToPricing?: boolean;
}
