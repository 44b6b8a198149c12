import { IsIn, IsOptional, IsUUID } from 'class-validator';
import { CursorPageQueryDto } from '../common/page-query.dto.js';
import { INBOUND_TRIAGE_KINDS, type InboundTriageKind } from './inbound-mail.types.js';

/** The triage list, newest first: the mails waiting for a decision, or those of one kind. */
export class InboundMailListQueryDto extends CursorPageQueryDto {
  @IsOptional() @IsIn(INBOUND_TRIAGE_KINDS) kind?: InboundTriageKind;
}

/** Accept a held mail as the agent's answer; with a cost request id, apply it to that request instead (assign). */
export class AcceptInboundMailDto {
  @IsOptional() @IsUUID() costRequestId?: string;
}
