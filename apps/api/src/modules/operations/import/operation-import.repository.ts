import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../../common/prisma/prisma.service.js';

/** What an operations import reads before it plans: the clients it names and the operations it updates. */
@Injectable()
export class OperationImportRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Clients whose trade name is one of these (case-insensitive), in one query. */
  clientsNamed(names: string[]) {
    return this.prisma.client.findMany({
      where: { OR: names.map((n) => ({ tradeName: { equals: n, mode: 'insensitive' as const } })) },
      select: { id: true, tradeName: true },
    });
  }

  /** The operations these shipment keys already name, with what an import may change. */
  existingByShipmentKey(keys: string[]) {
    return this.prisma.operation.findMany({
      where: { shipmentKey: { in: keys } },
      select: {
        id: true,
        reference: true,
        shipmentKey: true,
        kind: true,
        status: true,
        clientId: true,
        transportMode: true,
        containerMode: true,
        houseNumber: true,
        masterNumber: true,
        containerNumbers: true,
        quoteNumber: true,
        originCode: true,
        originName: true,
        destinationCode: true,
        destinationName: true,
        etd: true,
        eta: true,
        commercialId: true,
        operatives: { select: { userId: true } },
      },
    });
  }
}
