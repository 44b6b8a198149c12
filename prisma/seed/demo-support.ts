import { createHash } from 'node:crypto';
import type { PrismaClient } from '../../apps/api/src/generated/prisma/client.js';

// A 1×1 PNG: a real image, so the download and content checks treat it like an upload.
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const PRODUCTS: { name: string; errors: string[] }[] = [
  { name: 'Portal', errors: ['No carga la pantalla', 'Error al iniciar sesión', 'Datos incorrectos'] },
  { name: 'Cotizador', errors: ['No calcula la venta', 'PDF incorrecto', 'No envía el correo'] },
  { name: 'Operaciones', errors: ['Estado no cambia', 'Falta un evento'] },
];

const DAY = 86_400_000;

type Seeded = {
  title: string;
  product: number;
  error: number;
  author: string;
  related?: string[];
  priority: 'MINIMAL' | 'VERY_LOW' | 'LOW' | 'MEDIUM' | 'HIGH' | 'CRITICAL';
  status: 'NOT_STARTED' | 'IN_PROGRESS' | 'BLOCKED' | 'COMPLETED';
  outcome?: 'FINALIZED' | 'CANCELLED' | 'CLOSED_FOR_FUTURE';
  dueInDays: number | null;
  answers?: string[];
  solution?: boolean;
  attachment?: boolean;
};

const TICKETS: Seeded[] = [
  {
    title: 'La lista de cotizaciones no carga',
    product: 0,
    error: 0,
    author: 'comercial',
    related: ['gerente'],
    priority: 'HIGH',
    status: 'NOT_STARTED',
    dueInDays: 3,
    attachment: true,
  },
  {
    title: 'El PDF muestra mal el total',
    product: 1,
    error: 1,
    author: 'comercial',
    priority: 'MEDIUM',
    status: 'IN_PROGRESS',
    dueInDays: 5,
    answers: ['Estamos revisando el cálculo del total.'],
  },
  {
    title: 'No llega el correo al cliente',
    product: 1,
    error: 2,
    author: 'pricing',
    related: ['comercial'],
    priority: 'CRITICAL',
    status: 'BLOCKED',
    dueInDays: -2,
    answers: ['Esperamos al proveedor de correo.'],
  },
  {
    title: 'El estado de la operación no cambia',
    product: 2,
    error: 0,
    author: 'operativo',
    priority: 'LOW',
    status: 'COMPLETED',
    outcome: 'FINALIZED',
    dueInDays: -5,
    answers: ['Corregido en la versión de hoy.'],
    solution: true,
    attachment: true,
  },
  {
    title: 'Sugerencia: ordenar por fecha',
    product: 0,
    error: 2,
    author: 'comercial',
    priority: 'MINIMAL',
    status: 'COMPLETED',
    outcome: 'CLOSED_FOR_FUTURE',
    dueInDays: null,
  },
  {
    title: 'Pregunta sobre el inicio de sesión',
    product: 0,
    error: 1,
    author: 'administrativo',
    priority: 'VERY_LOW',
    status: 'NOT_STARTED',
    outcome: 'CANCELLED',
    dueInDays: null,
  },
  {
    title: 'Falta el evento de arribo',
    product: 2,
    error: 1,
    author: 'operativo',
    related: ['comercial'],
    priority: 'MEDIUM',
    status: 'IN_PROGRESS',
    dueInDays: 10,
  },
];

/** Support products with their errors, and tickets in every state and priority (once: skips when any ticket exists). */
export async function seedDemoSupport(prisma: PrismaClient): Promise<void> {
  const products: { id: number; errors: number[] }[] = [];
  for (const p of PRODUCTS) {
    const row = await prisma.supportProduct.upsert({
      where: { name: p.name },
      update: {},
      create: { name: p.name },
      select: { id: true },
    });
    const errors: number[] = [];
    for (const name of p.errors) {
      const e = await prisma.supportProductError.upsert({
        where: { productId_name: { productId: row.id, name } },
        update: {},
        create: { productId: row.id, name },
        select: { id: true },
      });
      errors.push(e.id);
    }
    products.push({ id: row.id, errors });
  }
  if ((await prisma.supportTicket.count()) > 0) return;
  const users = await prisma.user.findMany({
    where: { username: { in: ['comercial', 'gerente', 'pricing', 'operativo', 'administrativo', 'soporte'] } },
    select: { id: true, username: true },
  });
  const id = Object.fromEntries(users.map((u) => [u.username, u.id]));
  const today = new Date(new Date().toISOString().slice(0, 10));
  for (const [i, t] of TICKETS.entries()) {
    const author = id[t.author];
    const support = id.soporte;
    if (!author || !support) continue;
    const ticket = await prisma.supportTicket.create({
      data: {
        title: t.title,
        description: `${t.title}. Detalle del problema para la demostración.`,
        productId: products[t.product].id,
        errorId: products[t.product].errors[t.error],
        priority: t.priority,
        status: t.status,
        outcome: t.outcome ?? null,
        closedAt: t.outcome ? new Date() : null,
        dueDate: t.dueInDays === null ? null : new Date(today.getTime() + t.dueInDays * DAY),
        authorId: author,
        createdAt: new Date(Date.now() - (TICKETS.length - i) * DAY),
        relatedUsers: { create: (t.related ?? []).filter((u) => id[u]).map((u) => ({ userId: id[u] })) },
      },
      select: { id: true },
    });
    let last: string | null = null;
    for (const text of t.answers ?? []) {
      const m = await prisma.supportTicketMessage.create({
        data: { ticketId: ticket.id, description: text, createdBySupportStaff: true, authorId: support },
        select: { id: true },
      });
      last = m.id;
    }
    if (t.solution && last)
      await prisma.supportTicket.update({ where: { id: ticket.id }, data: { solutionMessageId: last } });
    if (t.attachment) {
      await prisma.supportAttachment.create({
        data: {
          ticketId: ticket.id,
          name: 'captura.png',
          mimeType: 'image/png',
          sizeBytes: PIXEL_PNG.length,
          sha256: createHash('sha256').update(PIXEL_PNG).digest('hex'),
          data: new Uint8Array(PIXEL_PNG),
          createdBy: author,
        },
      });
    }
  }
}
