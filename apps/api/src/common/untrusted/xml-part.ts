import { StringDecoder } from 'node:string_decoder';
import { SaxesParser } from 'saxes';
import { ReadStop, type SheetLimits, tooLarge, unreadable } from './read-limits.ts';
import type { ZipParts } from './zip-parts.ts';

/** What a reader does with one part's elements: names without their namespace prefix. */
export type XmlHandlers = {
  open?(name: string, attributes: Record<string, string>): void;
  close?(name: string): void;
  text?(text: string): void;
};

/** An attribute by its local name (`r:id` and `id` alike), for parts written with or without prefixes. */
export function attribute(attributes: Record<string, string>, local: string): string | undefined {
  if (local in attributes) return attributes[local];
  for (const [name, value] of Object.entries(attributes)) if (name.endsWith(`:${local}`)) return value;
  return undefined;
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/**
 * Streams one XML part of the ZIP through saxes (a maintained, non-validating SAX parser: it expands
 * no DTD entities, so no "billion laughs"; a part with a DOCTYPE is refused anyway, OOXML has none).
 * Bounded while streaming: nesting depth, and the longest run of characters between two angle
 * brackets (any one text, name or attribute list), so no token grows past a cell's worth of text
 * before the handlers see it. False when the part is absent.
 */
export async function readXmlPart(
  zip: ZipParts,
  name: string,
  handlers: XmlHandlers,
  limits: SheetLimits,
): Promise<boolean> {
  const parser = new SaxesParser({ xmlns: false, position: false });
  const decoder = new StringDecoder('utf8');
  // An escaped character takes up to 10 bytes (&#x10FFFF;): room for one cell of the longest text.
  const maxRun = limits.cellChars * 10;
  let depth = 0;
  let run = 0;
  parser.on('error', (error) => {
    throw error instanceof ReadStop ? error : unreadable('XML');
  });
  parser.on('doctype', () => {
    throw unreadable('XML_DOCTYPE');
  });
  parser.on('opentag', (tag) => {
    if (++depth > limits.xmlDepth) throw tooLarge('xmlDepth', limits.xmlDepth);
    handlers.open?.(localName(tag.name), tag.attributes);
  });
  parser.on('closetag', (tag) => {
    depth--;
    handlers.close?.(localName(tag.name));
  });
  if (handlers.text) {
    const text = (t: string) => handlers.text?.(t);
    parser.on('text', text);
    parser.on('cdata', text);
  }
  const feed = (chunk: string) => {
    for (let i = 0; i < chunk.length; i++) {
      const c = chunk.charCodeAt(i);
      if (c === 0x3c || c === 0x3e) run = 0;
      else if (++run > maxRun) throw tooLarge('cellChars', limits.cellChars);
    }
    parser.write(chunk);
  };
  try {
    const found = await zip.read(name, (chunk) => feed(decoder.write(chunk)));
    if (!found) return false;
    feed(decoder.end());
    parser.close();
  } catch (error) {
    throw error instanceof ReadStop ? error : unreadable('XML');
  }
  return true;
}
