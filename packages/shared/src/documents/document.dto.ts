import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsUUID } from 'class-validator';
import { blankToNull } from '../providers/dto-transforms.js';

// Multipart form fields arrive as strings.
const toBoolean = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);

/** Form fields sent with an uploaded file (multipart field `file`). */
export class UploadDocumentDto {
  /** The file is the safety data sheet of a dangerous good. */
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean()
  safetyDataSheet?: boolean;

  /** One of the active document types (DOCUMENT_TYPE_UNKNOWN / DOCUMENT_TYPE_INACTIVE otherwise). */
  // An empty multipart field means no type.
  @IsOptional()
  @Transform(blankToNull)
  @IsUUID()
  documentTypeId?: string | null;
}

export class UpdateDocumentDto {
  @IsOptional() @IsBoolean() clientVisible?: boolean;
  @IsOptional() @IsBoolean() providerVisible?: boolean;
}
