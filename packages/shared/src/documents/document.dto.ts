import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional } from 'class-validator';

// Multipart form fields arrive as strings.
const toBoolean = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);

/** Form fields sent with an uploaded file (multipart field `file`). */
export class UploadDocumentDto {
  /** The file is the safety data sheet of a dangerous good. */
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean()
  safetyDataSheet?: boolean;
}

export class UpdateDocumentDto {
  @IsOptional() @IsBoolean() clientVisible?: boolean;
  @IsOptional() @IsBoolean() providerVisible?: boolean;
}
