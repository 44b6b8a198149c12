import { Module } from '@nestjs/common';
import { MailModule } from '../../common/mail/mail.module.js';
import { QuotationsModule } from '../quotations/quotations.module.js';
import { UsersModule } from '../users/users.module.js';
import { ApprovalService } from './approval.service.js';
import { QuotationPdfRepository } from './quotation-pdf/pdf.repository.js';
import { QuotationPdfService } from './quotation-pdf/quotation-pdf.service.js';
import { QuotationSendingController } from './quotation-sending/quotation-sending.controller.js';
import { QuotationSendingService } from './quotation-sending/quotation-sending.service.js';
import { SellsAccess } from './sells-access.js';
import { SellsController } from './sells.controller.js';
import { SellsRepository } from './sells.repository.js';
import { SellsService } from './sells.service.js';

/** Cost comparison, sells, publication, approval below the minimum margin, the client PDF and sending it. */
@Module({
  imports: [QuotationsModule, UsersModule, MailModule],
  controllers: [SellsController, QuotationSendingController],
  providers: [
    SellsRepository,
    SellsAccess,
    SellsService,
    ApprovalService,
    QuotationPdfRepository,
    QuotationPdfService,
    QuotationSendingService,
  ],
  // The client portal downloads the same PDF.
  exports: [QuotationPdfService, QuotationSendingService],
})
export class SellsModule {}
