import { Global, Module } from '@nestjs/common';
import { PreparedReads } from './prepared-reads.js';
import { PrismaService } from './prisma.service.js';

@Global()
@Module({ providers: [PrismaService, PreparedReads], exports: [PrismaService, PreparedReads] })
export class PrismaModule {}
