import { describe, expect, it } from '@jest/globals';
import { attachmentDisposition } from './content-disposition.js';

describe('attachmentDisposition', () => {
  it('sends plain names as they are', () => {
    expect(attachmentDisposition('invoice 2025.pdf')).toBe(
      `attachment; filename="invoice 2025.pdf"; filename*=UTF-8''invoice%202025.pdf`,
    );
  });

  it('gives an ASCII fallback and the exact UTF-8 name', () => {
    expect(attachmentDisposition('Cotización São.pdf')).toBe(
      `attachment; filename="Cotizacion Sao.pdf"; filename*=UTF-8''Cotizaci%C3%B3n%20S%C3%A3o.pdf`,
    );
    expect(attachmentDisposition('報告.pdf')).toBe(
      `attachment; filename="download.pdf"; filename*=UTF-8''%E5%A0%B1%E5%91%8A.pdf`,
    );
  });

  it('never lets a name break out of the header value', () => {
    const header = attachmentDisposition(`a"b\\c'(d)*%.pdf`);
    expect(header).toBe(`attachment; filename="abc'(d)*.pdf"; filename*=UTF-8''a%22b%5Cc%27%28d%29%2A%25.pdf`);
    expect(attachmentDisposition('\u0000')).toContain('filename="download"');
  });
});
