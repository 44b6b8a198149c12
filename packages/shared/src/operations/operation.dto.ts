import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsDefined,
  IsInt,
  IsObject,
  IsPositive,
  Max,
  Min,
  ValidateNested,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
} from 'class-validator';
import { EXPORT_FORMATS, type ExportFormat } from '../common/export-format.js';
import { PageQueryDto } from '../common/page-query.dto.js';
import { toBoolean, trim, trimUpper } from '../providers/dto-transforms.js';
import { NOTE_VISIBILITIES, TRANSPORT_MODES, type NoteVisibility, type TransportMode } from '../reference/constants.js';
import { IsCalendarDate, IsCalendarDateTime } from '../common/calendar-date.dto.js';
import {
  CONTAINER_MODES,
  EXPRESS_VIEWS,
  OPERATION_STATUSES,
  type ContainerMode,
  type ExpressView,
  type OperationStatus,
} from './operation.types.js';
import { ExpressAddressDto } from '../quotations/create-quotation.dto.js';

const toList = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' ? value.split(',').filter(Boolean) : value;
const upperList = ({ value }: { value: unknown }): unknown => {
  const list = toList({ value });
  return Array.isArray(list)
    ? (list as unknown[]).map((v) => (typeof v === 'string' ? v.trim().toUpperCase() : v))
    : list;
};

export const OPERATION_SORT_FIELDS = ['createdAt', 'reference'] as const;

/** The operation filters of spec section 3; each is served by an index. */
export class OperationListQueryDto extends PageQueryDto {
  @IsOptional() @Transform(toList) @IsArray() @ArrayMaxSize(50) @IsUUID('all', { each: true }) operatives?: string[];
  @IsOptional() @Transform(toList) @IsArray() @ArrayMaxSize(50) @IsUUID('all', { each: true }) commercials?: string[];
  @IsOptional() @IsString() @MaxLength(100) clientName?: string;
  @IsOptional() @Transform(toList) @IsArray() @IsIn(TRANSPORT_MODES, { each: true }) transportModes?: TransportMode[];
  @IsOptional() @Transform(toList) @IsArray() @IsIn(CONTAINER_MODES, { each: true }) containerModes?: ContainerMode[];
  @IsOptional()
  @Transform(upperList)
  @IsArray()
  @ArrayMaxSize(50)
  @IsString({ each: true })
  @MaxLength(10, { each: true })
  origins?: string[];
  @IsOptional()
  @Transform(upperList)
  @IsArray()
  @ArrayMaxSize(50)
  @IsString({ each: true })
  @MaxLength(10, { each: true })
  destinations?: string[];
  /** Inclusive yyyy-mm-dd ranges. */
  @IsOptional() @IsCalendarDate() etdFrom?: string;
  @IsOptional() @IsCalendarDate() etdTo?: string;
  @IsOptional() @IsCalendarDate() etaFrom?: string;
  @IsOptional() @IsCalendarDate() etaTo?: string;
  @IsOptional() @Transform(toList) @IsArray() @IsIn(OPERATION_STATUSES, { each: true }) status?: OperationStatus[];
  @IsOptional() @Transform(trimUpper) @IsString() @MaxLength(40) houseNumber?: string;
  @IsOptional() @Transform(trimUpper) @IsString() @MaxLength(40) masterNumber?: string;
  @IsOptional() @Transform(trimUpper) @IsString() @MaxLength(40) shipmentKey?: string;
  @IsOptional() @Transform(trimUpper) @IsString() @MaxLength(20) containerNumber?: string;
  @IsOptional() @Transform(trimUpper) @IsString() @MaxLength(30) quoteNumber?: string;
  @IsOptional() @IsIn(OPERATION_SORT_FIELDS) sort: (typeof OPERATION_SORT_FIELDS)[number] = 'createdAt';
  override order: 'asc' | 'desc' = 'desc';
}

/** The export of the operations list: the same filters, and the file format. */
export class OperationExportQueryDto extends OperationListQueryDto {
  @IsOptional() @IsIn(EXPORT_FORMATS) format: ExportFormat = 'xlsx';
}

export class CreateOperationDto {
  @IsUUID() clientId!: string;
  @IsOptional() @IsArray() @ArrayMaxSize(10) @ArrayUnique() @IsUUID('all', { each: true }) operativeIds: string[] = [];
  @IsOptional() @IsUUID() commercialId?: string;
  @IsIn(TRANSPORT_MODES) transportMode!: TransportMode;
  @IsOptional() @IsIn(CONTAINER_MODES) containerMode?: ContainerMode;
  @IsOptional() @Transform(trimUpper) @IsString() @MaxLength(40) houseNumber?: string;
  @IsOptional() @Transform(trimUpper) @IsString() @MaxLength(40) masterNumber?: string;
  @IsOptional() @Transform(trimUpper) @IsString() @MaxLength(40) shipmentKey?: string;
  @IsOptional()
  @Transform(upperList)
  @IsArray()
  @ArrayMaxSize(100)
  @IsString({ each: true })
  @MaxLength(20, { each: true })
  containerNumbers: string[] = [];
  @IsOptional() @Transform(trimUpper) @IsString() @MaxLength(10) originCode?: string;
  @IsOptional() @Transform(trim) @IsString() @MaxLength(120) originName?: string;
  @IsOptional() @Transform(trimUpper) @IsString() @MaxLength(10) destinationCode?: string;
  @IsOptional() @Transform(trim) @IsString() @MaxLength(120) destinationName?: string;
  @IsOptional() @IsCalendarDate() etd?: string;
  @IsOptional() @IsCalendarDate() eta?: string;
  @IsOptional() @Transform(trim) @IsString() @MaxLength(2000) goodsDescription?: string;
}

/** Editable information of an operation (status has its own action, so every change is recorded). */
export class UpdateOperationDto {
  @IsOptional() @IsArray() @ArrayMaxSize(10) @ArrayUnique() @IsUUID('all', { each: true }) operativeIds?: string[];
  @IsOptional() @Transform(trimUpper) @IsString() @MaxLength(40) houseNumber?: string;
  @IsOptional() @Transform(trimUpper) @IsString() @MaxLength(40) masterNumber?: string;
  @IsOptional() @Transform(trimUpper) @IsString() @MaxLength(40) shipmentKey?: string;
  @IsOptional()
  @Transform(upperList)
  @IsArray()
  @ArrayMaxSize(100)
  @IsString({ each: true })
  @MaxLength(20, { each: true })
  containerNumbers?: string[];
  @IsOptional() @IsCalendarDate() etd?: string;
  @IsOptional() @IsCalendarDate() eta?: string;
  /** Express shipments only. */
  @IsOptional() @Transform(trim) @IsString() @IsNotEmpty() @MaxLength(40) courier?: string;
  @IsOptional() @Transform(trimUpper) @IsString() @MaxLength(60) trackingNumber?: string;
}

export class OpenFromQuotationDto {
  @IsOptional() @IsArray() @ArrayMaxSize(10) @ArrayUnique() @IsUUID('all', { each: true }) operativeIds: string[] = [];
}

export class ChangeOperationStatusDto {
  @IsIn(OPERATION_STATUSES) status!: OperationStatus;
}

export class CreateOperationNoteDto {
  @IsIn(NOTE_VISIBILITIES) visibility: NoteVisibility = 'INTERNAL';
  @IsUUID() noteTypeId!: string;
  @Transform(trim) @IsString() @IsNotEmpty() @MaxLength(5000) text!: string;
}

export class CorrectOperationNoteDto {
  @Transform(trim) @IsString() @IsNotEmpty() @MaxLength(5000) text!: string;
}

export class CreateOperationEventDto {
  @Transform(trim) @IsString() @IsNotEmpty() @MaxLength(200) title!: string;
  @IsOptional() @Transform(trim) @IsString() @MaxLength(2000) description?: string;
  /** An ISO instant; when only a date is sent, the event is due at 12:00 of that day in the user's time zone. */
  @IsOptional() @IsCalendarDateTime() dueAt?: string;
  @IsOptional() @IsCalendarDate() dueDate?: string;
}

export class UpdateOperationEventDto {
  @IsOptional() @Transform(trim) @IsString() @IsNotEmpty() @MaxLength(200) title?: string;
  @IsOptional() @Transform(trim) @IsString() @MaxLength(2000) description?: string;
}

export class PostponeOperationEventDto {
  @IsCalendarDateTime() dueAt!: string;
  @Transform(trim) @IsString() @IsNotEmpty() @MaxLength(500) reason!: string;
}

/** The agenda: events of the operations the user follows, due in [from, to). */
export class AgendaQueryDto {
  @IsCalendarDateTime() from!: string;
  @IsCalendarDateTime() to!: string;
  @IsOptional() @Transform(toBoolean) @IsBoolean() includeFinalized?: boolean;
}

/** The express lists: the same filters, and which status group (spec: /operativa/express[/en-proceso|/finalizadas]). */
export class ExpressOperationListQueryDto extends OperationListQueryDto {
  @IsOptional() @IsIn(EXPRESS_VIEWS) view: ExpressView = 'all';
}

export class ExpressPackageDto {
  @Type(() => Number) @IsInt() @Min(1) @Max(9999) quantity!: number;
  @Type(() => Number) @IsPositive() @Max(100_000) weightKg!: number;
  @IsOptional() @Transform(trim) @IsString() @MaxLength(200) description?: string;
}

/** An express (courier) shipment created by hand: addresses, packages, courier and tracking number. */
export class CreateExpressOperationDto {
  @IsUUID() clientId!: string;
  @IsOptional() @IsArray() @ArrayMaxSize(10) @ArrayUnique() @IsUUID('all', { each: true }) operativeIds: string[] = [];
  @IsOptional() @IsUUID() commercialId?: string;
  @Transform(trim) @IsString() @IsNotEmpty() @MaxLength(40) courier!: string;
  @IsOptional() @Transform(trimUpper) @IsString() @MaxLength(60) trackingNumber?: string;
  @IsDefined() @IsObject() @ValidateNested() @Type(() => ExpressAddressDto) shipper!: ExpressAddressDto;
  @IsDefined() @IsObject() @ValidateNested() @Type(() => ExpressAddressDto) recipient!: ExpressAddressDto;
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(50)
  @ValidateNested({ each: true })
  @Type(() => ExpressPackageDto)
  packages!: ExpressPackageDto[];
  @IsOptional() @IsCalendarDate() etd?: string;
  @IsOptional() @IsCalendarDate() eta?: string;
  @IsOptional() @Transform(trim) @IsString() @MaxLength(2000) goodsDescription?: string;
}

/** The shipments import: `dryRun=true` lists what would change and every bad row, and changes nothing. */
export class OperationImportQueryDto {
  @IsOptional() @Transform(toBoolean) @IsBoolean() dryRun: boolean = false;
}
