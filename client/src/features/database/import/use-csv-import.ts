import { useEffect, useMemo, useRef, useState } from 'react';
import { toaster } from '../../../app/ui/toaster';
import { readServerError } from '../../forms/server-errors';
import type { Collection } from '../types';
import { type CsvPreview, previewCsv } from './csv-preview';
import { importSummary } from './ImportReportView';
import type { DayOrder } from './guess';
import {
  type ColumnMapping,
  columnProblem,
  decimalMarkPayload,
  draftProblem,
  hasChoiceTarget,
  initialDrafts,
  initialMapping,
  initialOrders,
  mappingPayload,
  NEW_FIELD,
  needsOrder,
  type NewFieldDraft,
  newFieldsPayload,
  planColumns,
  targetType,
} from './mapping';
import { type ImportReport, uploadImport } from './upload-import';

export type Stage = 'file' | 'map' | 'upload' | 'report';

/**
 * The import's steps and what they hold: the chosen file and its preview, the column mapping,
 * the upload's progress, then the report. Closing the dialog while bytes are still going cancels
 * the upload; once every byte is sent the import finishes on the server and a toast says so.
 */
export function useCsvImport({ collection, onImported, timeZone }: { collection: Collection; onImported: () => void; timeZone: string }) {
  const [stage, setStage] = useState<Stage>('file');
  const [picker, setPicker] = useState(0);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<CsvPreview | null>(null);
  const [reading, setReading] = useState(false);
  const [fileProblem, setFileProblem] = useState('');
  const [mapping, setMapping] = useState<ColumnMapping>([]);
  const [drafts, setDrafts] = useState<NewFieldDraft[]>([]);
  const [orders, setOrders] = useState<Array<DayOrder | null>>([]);
  /** Problems the server named per column (a new field's name, a day order), by column index. */
  const [columnErrors, setColumnErrors] = useState<Record<number, string>>({});
  const [upsertOn, setUpsertOn] = useState('');
  const [progress, setProgress] = useState(0);
  const [failure, setFailure] = useState('');
  const [report, setReport] = useState<ImportReport | null>(null);
  const upload = useRef<AbortController | null>(null);
  const mounted = useRef(true);
  const latest = useRef({ onImported });
  latest.current.onImported = onImported;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      // Closed while the bytes were still going: nothing reached the server yet, so stop.
      upload.current?.abort();
    };
  }, []);

  const choose = async (chosen: File) => {
    setFileProblem('');
    setReading(true);
    try {
      const read = await previewCsv(chosen);
      setFile(chosen);
      setPreview(read);
      const plans = planColumns(read);
      setMapping(initialMapping(read.headers, collection.fields));
      setDrafts(initialDrafts(read.headers, collection.fields, plans));
      setOrders(initialOrders(plans));
      setColumnErrors({});
      setUpsertOn('');
    } catch (error) {
      setFile(null);
      setPreview(null);
      setFileProblem(error instanceof Error ? error.message : 'This file could not be read as CSV.');
    } finally {
      setReading(false);
      setPicker((n) => n + 1);
    }
  };

  /** The chooser refused the file (too large, not CSV): say why and offer the chooser again. */
  const reject = (problem: string) => {
    setFileProblem(problem);
    setPicker((n) => n + 1);
  };

  const plans = useMemo(() => (preview ? planColumns(preview) : []), [preview]);
  const fields = collection.fields;
  const types = mapping.map((target, i) => targetType(fields, target, drafts[i]));
  const unnamed = mapping.some((t, i) => t === NEW_FIELD && draftProblem(fields, mapping, drafts, i));
  const unordered = mapping.findIndex((t, i) => t && plans[i] && needsOrder(plans[i], types[i]!) && !orders[i]);

  const start = async () => {
    if (!file || !preview) return;
    const headers = preview.headers;
    const newFields = newFieldsPayload(headers, mapping, drafts, plans);
    const decimalMark = decimalMarkPayload(headers, mapping, types, plans);
    const dateOrder = Object.fromEntries(
      mapping.flatMap((t, i) =>
        t && !columnProblem(headers, i) && orders[i] && needsOrder(plans[i]!, types[i]!) ? [[headers[i]!, orders[i]!]] : [],
      ),
    );
    setFailure('');
    setColumnErrors({});
    setProgress(0);
    setStage('upload');
    const controller = new AbortController();
    upload.current = controller;
    try {
      const result = await uploadImport(
        {
          collectionId: collection.id,
          mapping: mappingPayload(headers, mapping),
          upsertOn: upsertOn || undefined,
          newFields: newFields.length ? newFields : undefined,
          dateOrder: Object.keys(dateOrder).length ? dateOrder : undefined,
          decimalMark: Object.keys(decimalMark).length ? decimalMark : undefined,
          addChoices: hasChoiceTarget(types) || undefined,
          timeZone: types.includes('DATETIME') ? timeZone : undefined,
          file,
        },
        (fraction) => {
          setProgress(fraction);
          // Every byte is sent: from here the import happens on the server whatever the dialog does.
          if (fraction >= 1) upload.current = null;
        },
        controller.signal,
      );
      upload.current = null;
      latest.current.onImported();
      if (mounted.current) {
        setReport(result);
        setStage('report');
      } else {
        toaster.create({
          type: result.rejected ? 'warning' : 'success',
          title: `Import into ${collection.name} finished`,
          description: importSummary(result),
        });
      }
    } catch (error) {
      upload.current = null;
      if (!mounted.current) return;
      const { message, details } = readServerError(error);
      setFailure(message);
      setColumnErrors(columnErrorsOf(details ?? {}, headers, newFields));
      setStage('map');
    }
  };

  const restart = () => {
    setFile(null);
    setPreview(null);
    setReport(null);
    setStage('file');
  };

  return {
    stage,
    setStage,
    picker,
    file,
    preview,
    reading,
    fileProblem,
    mapping,
    setMapping,
    drafts,
    setDrafts,
    orders,
    setOrders,
    plans,
    columnErrors,
    upsertOn,
    setUpsertOn,
    progress,
    failure,
    report,
    choose,
    reject,
    start,
    restart,
    mapped: mapping.some(Boolean),
    /** What still keeps the Import button disabled, as a sentence ('' when nothing). */
    blocker: !mapping.some(Boolean)
      ? 'Import at least one column: choose a field for it, or create one.'
      : unnamed
        ? 'Give each new field a name of its own.'
        : unordered >= 0
          ? `Say how the dates of "${preview?.headers[unordered]}" are written.`
          : '',
    upsertUnmapped: Boolean(upsertOn) && !mapping.includes(upsertOn),
  };
}

/** The server's `newFields.2.label`, `dateOrder.<column>` and `decimalMark.<column>` problems, by the column they are about. */
function columnErrorsOf(details: Record<string, string>, headers: string[], newFields: Array<{ column: string }>): Record<number, string> {
  const out: Record<number, string> = {};
  for (const [key, message] of Object.entries(details)) {
    const created = /^newFields\.(\d+)\./.exec(key);
    const column = created
      ? newFields[Number(created[1])]?.column
      : /^(dateOrder|decimalMark)\./.test(key)
        ? key.slice(key.indexOf('.') + 1)
        : undefined;
    const index = column === undefined ? -1 : headers.indexOf(column);
    if (index >= 0) out[index] ??= message;
  }
  return out;
}
