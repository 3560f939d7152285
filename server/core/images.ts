import createDOMPurify from 'dompurify';
import { AppError, badInput } from './errors.js';
import { MAX_IMAGE_BYTES } from './limits.js';

export { MAX_IMAGE_BYTES };

/** What the bytes say a file is (file-type; loaded with the first file, not at every start). */
export async function sniffType(bytes: Uint8Array): Promise<{ ext: string; mime: string } | undefined> {
  return (await import('file-type')).fileTypeFromBuffer(bytes);
}

export interface CheckedImage {
  bytes: Buffer;
  extension: 'png' | 'jpg' | 'webp' | 'svg';
  contentType: string;
}

/** The raster images Portico keeps as they are, by the type their bytes say (file-type's mime): logos and record files alike. */
export const RASTER: Readonly<Record<string, 'png' | 'jpg' | 'webp'>> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

let purify: ReturnType<typeof createDOMPurify> | undefined;

/**
 * Decides what an upload is from its bytes, never from its name or declared type: PNG, JPEG and
 * WebP pass as they are; SVG is sanitised (no scripts, handlers or external references).
 */
export async function checkImage(bytes: Buffer, field = 'file'): Promise<CheckedImage> {
  if (bytes.length === 0) throw badInput({ [field]: 'The file is empty.' });
  if (bytes.length > MAX_IMAGE_BYTES)
    throw new AppError('PAYLOAD_TOO_LARGE', 'The image is larger than 2 MB. Choose a smaller one.', { [field]: 'At most 2 MB.' });
  const type = await sniffType(bytes);
  if (type && RASTER[type.mime]) return { bytes, extension: RASTER[type.mime]!, contentType: type.mime };
  const text = bytes.toString('utf8');
  // file-type calls any text that starts with an XML declaration application/xml, as most SVG exports do.
  if (
    (!type || type.mime === 'application/xml') &&
    /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(text)
  ) {
    purify ??= await svgPurifier();
    const clean = purify.sanitize(text, { USE_PROFILES: { svg: true, svgFilters: true }, FORBID_TAGS: ['style', 'foreignObject'] });
    if (!/^<svg[\s>]/i.test(clean.trim())) throw badInput({ [field]: 'This SVG could not be read. Export it again, or use PNG.' });
    return { bytes: Buffer.from(clean, 'utf8'), extension: 'svg', contentType: 'image/svg+xml' };
  }
  throw badInput({ [field]: 'Use a PNG, JPEG, WebP or SVG image.' }, 'That file is not a PNG, JPEG, WebP or SVG image.');
}

/** DOMPurify keeps http(s) links and url(…) paints; a logo needs neither, and they would let it call out. */
const LOCAL_REFERENCE = /^\s*(#|data:image\/(png|jpeg|gif|webp);)/i;
const EXTERNAL_URL = /url\(\s*['"]?\s*(?!#)/i;
/** CSS that fetches or runs something, whatever it points at. */
const CSS_FETCH = /image-set\(|@import|expression\(|image\(|cross-fade\(|element\(/i;

/** An attribute value as CSS reads it: escapes (\75, \000075, \u) resolved and comments gone. */
function asCss(value: string): string {
  return value
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\\([0-9a-f]{1,6})\s?/gi, (_m, hex: string) => String.fromCodePoint(Math.min(parseInt(hex, 16), 0x10ffff) || 0xfffd))
    .replace(/\\(.)/g, '$1');
}

/** Whether a (non-link) attribute could make the image call out: a url() to elsewhere, an image-set(), an escape. */
function callsOut(value: string): boolean {
  const css = asCss(value);
  // No drawing needs CSS escapes or comments in an attribute; they only serve to hide a url().
  if (css !== value) return true;
  return EXTERNAL_URL.test(css) || CSS_FETCH.test(css);
}

// jsdom takes half a second to load: only when the first SVG arrives, not at every start.
async function svgPurifier(): Promise<ReturnType<typeof createDOMPurify>> {
  const { JSDOM } = await import('jsdom');
  const instance = createDOMPurify(new JSDOM('').window as never);
  instance.addHook('afterSanitizeAttributes', (node) => {
    for (const { name, value } of [...node.attributes]) {
      const isLink = name === 'href' || name === 'xlink:href';
      if ((isLink && !LOCAL_REFERENCE.test(value)) || (!isLink && callsOut(value))) node.removeAttribute(name);
    }
  });
  return instance;
}
