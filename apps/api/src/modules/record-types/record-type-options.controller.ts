import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { RecordTypeOption } from '@freight/shared';
import { SignedIn } from '../../common/auth/access.decorators.js';
import { RecordTypesService } from './record-types.service.js';

/** The reference data forms use: active types only (inactive ones stay on old records but are not offered). */
@ApiTags('reference')
@Controller('app/v1/reference')
export class RecordTypeOptionsController {
  constructor(private readonly types: RecordTypesService) {}

  @Get('document-types')
  @SignedIn()
  @ApiOperation({ summary: 'Active document types, by code' })
  documentTypes(): Promise<RecordTypeOption[]> {
    return this.types.options('document');
  }

  @Get('note-types')
  @SignedIn()
  @ApiOperation({ summary: 'Active note types, by code' })
  noteTypes(): Promise<RecordTypeOption[]> {
    return this.types.options('note');
  }
}
