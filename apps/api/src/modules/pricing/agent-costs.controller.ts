import {
  Body,
  Controller,
  Get,
  Header,
  HttpCode,
  Param,
  Post,
  StreamableFile,
  UploadedFile,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AgentCostContext, CostQuestionInfo, CostRequestFileInfo } from '@freight/shared';
import { AskCostQuestionDto, DeclineCostRequestDto, SubmitCostsDto } from '@freight/shared/dto';
import { attachmentDisposition } from '../documents/content-disposition.js';
import { DocumentUploadInterceptor, type UploadedFileData } from '../documents/upload.interceptor.js';
import { uuidParam } from '../../common/http/uuid-param.js';
import { AgentExchangeService } from './agent-exchange.service.js';
import { ForModule, Public } from '../../common/auth/access.decorators.js';
import { AgentLink, AgentLinkGuard } from './agent-link.guard.js';
import { AgentLinkRateLimitGuard } from './agent-link-rate-limit.guard.js';
import type { AgentLinkClaims } from './agent-link.service.js';
import { AgentCostsService } from './agent-costs.service.js';

/**
 * The no-login cost page's API: public to staff auth, admitted only by an agent link token.
 * The rate limit runs first, so a flood of guessed tokens is refused before any is checked.
 */
@ApiTags('agent')
@ApiBearerAuth('agentLink')
@ForModule('thirdParty')
@Public()
@UseGuards(AgentLinkRateLimitGuard, AgentLinkGuard)
@Controller('app/v1/agent')
export class AgentCostsController {
  constructor(
    private readonly costs: AgentCostsService,
    private readonly exchange: AgentExchangeService,
  ) {}

  @Get('cost-request')
  @ApiOperation({ summary: 'What the agent is asked to quote (no client identity)' })
  context(@AgentLink() link: AgentLinkClaims): Promise<AgentCostContext> {
    return this.costs.context(link);
  }

  @Post('costs')
  @HttpCode(201)
  @ApiOperation({ summary: 'Send the costs; accepted once per link' })
  submit(@AgentLink() link: AgentLinkClaims, @Body() dto: SubmitCostsDto): Promise<void> {
    return this.costs.submitViaLink(link, dto);
  }

  @Post('decline')
  @HttpCode(204)
  @ApiOperation({ summary: 'Say the request cannot be quoted, with a reason; ends the link' })
  decline(@AgentLink() link: AgentLinkClaims, @Body() dto: DeclineCostRequestDto): Promise<void> {
    return this.costs.declineViaLink(link, dto);
  }

  @Post('files')
  @HttpCode(201)
  @UseInterceptors(DocumentUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } },
  })
  @ApiOperation({ summary: 'Attach a file to the answer (checked like documents); while the link is open' })
  upload(
    @AgentLink() link: AgentLinkClaims,
    @UploadedFile() file: UploadedFileData | undefined,
  ): Promise<CostRequestFileInfo> {
    return this.exchange.upload(link, file);
  }

  @Get('files/:id/content')
  @Header('X-Content-Type-Options', 'nosniff')
  @Header('Content-Security-Policy', "default-src 'none'; sandbox")
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({ summary: "Download one of this link's own files, as an attachment" })
  async file(@AgentLink() link: AgentLinkClaims, @Param('id', uuidParam) id: string): Promise<StreamableFile> {
    return fileResponse(await this.exchange.agentFile(link, id));
  }

  @Post('questions')
  @HttpCode(201)
  @ApiOperation({ summary: 'Ask the analyst a question; pricing is notified' })
  ask(@AgentLink() link: AgentLinkClaims, @Body() dto: AskCostQuestionDto): Promise<CostQuestionInfo> {
    return this.exchange.ask(link, dto);
  }

  @Get('questions/:id')
  @ApiOperation({ summary: "One of this link's own questions, with its answer" })
  question(@AgentLink() link: AgentLinkClaims, @Param('id', uuidParam) id: string): Promise<CostQuestionInfo> {
    return this.exchange.agentQuestion(link, id);
  }
}

/** Always a download with its stored type: stored content never renders in the browser. */
export function fileResponse(doc: { name: string; mimeType: string; data: Uint8Array }): StreamableFile {
  return new StreamableFile(doc.data, {
    type: doc.mimeType,
    disposition: attachmentDisposition(doc.name),
    length: doc.data.length,
  });
}
