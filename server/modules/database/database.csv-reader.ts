import { pipeline } from 'node:stream/promises';
import Papa from 'papaparse';
import { AppError, badInput } from '../../core/errors.js';
import { megabytes, unreadableUpload, type UploadStream } from '../../core/uploads.js';
import { sniffType } from '../../core/images.js';

const PIECE = 16 * 1024;
const MAX_ROW_CHARS = 4 * 1024 * 1024;

/**
 * The rows of an uploaded CSV as arrays of cells, the header first. The bytes must be UTF-8 text
 * (a byte-order mark is dropped); papaparse finds the delimiter (comma, semicolon or tab) and keeps
 * quoted delimiters and newlines inside their cell. Rows are pulled: the upload is read only as fast
 * as they are written.
 */
export async function* csvRows(file: UploadStream): AsyncGenerator<string[]> {
  const notCsv = (what: string) =>
    badInput(
      { file: `${what} Upload a CSV file (in Excel or Numbers: File › Save as / Export › CSV UTF-8).` },
      `That file is not a CSV. ${what}`,
    );
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let failure: unknown;
  // Characters handed to the parser, in all and when the last row came out of it.
  let sent = 0;
  let sentAtRow = 0;
  const fail = (error: unknown) => {
    failure ??= error instanceof TypeError ? notCsv('Its text is not UTF-8.') : unreadableUpload(error);
    return failure;
  };
  // A pull stage: each piece of text is made when the parser asks for it, so `sent` counts what the
  // parser has been given, never the whole upload at once.
  async function* decode(source: AsyncIterable<Buffer>): AsyncGenerator<string> {
    try {
      let first = true;
      for await (const chunk of source) {
        if (first) {
          first = false;
          // file-type throws on a known signature with a broken body (a zip cut short): binary either way.
          const type = await sniffType(chunk).catch(() => ({ ext: 'binary', mime: 'application/octet-stream' }));
          if (type?.mime === 'application/octet-stream') throw notCsv('It holds binary data, not text.');
          if (type)
            throw notCsv(
              `It is ${/zip|officedocument|ms-excel/.test(type.mime) ? 'a spreadsheet workbook' : `a ${type.ext.toUpperCase()} file`}, not comma-separated text.`,
            );
        }
        if (chunk.includes(0)) throw notCsv('It holds binary data, not text.');
        // papaparse re-reads the rest of its current piece each time the row consumer makes it pause
        // (every 16 rows): small pieces keep that linear when the upload arrives in one large chunk.
        for (let at = 0; at < chunk.length; at += PIECE) {
          const text = decoder.decode(chunk.subarray(at, at + PIECE), { stream: true });
          sent += text.length;
          // A quote opened and never closed makes the rest of the file one cell, re-read with every piece.
          if (sent - sentAtRow > MAX_ROW_CHARS)
            throw badInput({
              file: `A row of this file is longer than ${MAX_ROW_CHARS / (1024 * 1024)} MB — look for a quote (") that is opened and never closed.`,
            });
          if (text) yield text;
        }
      }
      if (file.tooLarge())
        throw new AppError(
          'PAYLOAD_TOO_LARGE',
          `The file is larger than ${megabytes(file.maxBytes)} — split it into smaller files. Nothing was imported.`,
          { file: `At most ${megabytes(file.maxBytes)}.` },
        );
      const rest = decoder.decode();
      if (rest) yield rest;
    } catch (error) {
      throw fail(error);
    }
  }
  const parser = Papa.parse(Papa.NODE_STREAM_INPUT, { header: false, skipEmptyLines: false, delimitersToGuess: [',', ';', '\t'] });
  // Its errors reach the loop below through the parser, which pipeline destroys with them.
  pipeline(file.stream, decode, parser).catch(() => {});
  try {
    for await (const row of parser) {
      sentAtRow = sent;
      yield row as string[];
    }
  } catch (error) {
    throw failure ?? error;
  } finally {
    parser.destroy();
  }
  if (failure) throw failure;
}
