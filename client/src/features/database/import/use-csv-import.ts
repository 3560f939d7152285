import { useEffect, useRef, useState } from 'react';
import { toaster } from '../../../app/ui/toaster';
import { readServerError } from '../../forms/server-errors';
import type { Collection } from '../types';
import { type CsvPreview, previewCsv } from './csv-preview';
import { importSummary } from './ImportReportView';
import { type ColumnMapping, initialMapping, mappingPayload } from './mapping';
import { type ImportReport, uploadImport } from './upload-import';

export type Stage = 'file' | 'map' | 'upload' | 'report';

/**
 * The import's steps and what they hold: the chosen file and its preview, the column mapping,
 * the upload's progress, then the report. Closing the dialog while bytes are still going cancels
 * the upload; once every byte is sent the import finishes on the server and a toast says so.
 */
export function useCsvImport({ collection, onImported }: { collection: Collection; onImported: () => void }) {
  const [stage, setStage] = useState<Stage>('file');
  const [picker, setPicker] = useState(0);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<CsvPreview | null>(null);
  const [reading, setReading] = useState(false);
  const [fileProblem, setFileProblem] = useState('');
  const [mapping, setMapping] = useState<ColumnMapping>([]);
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
      setMapping(initialMapping(read.headers, collection.fields));
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

  const start = async () => {
    if (!file || !preview) return;
    setFailure('');
    setProgress(0);
    setStage('upload');
    const controller = new AbortController();
    upload.current = controller;
    try {
      const result = await uploadImport(
        { collectionId: collection.id, mapping: mappingPayload(preview.headers, mapping), upsertOn: upsertOn || undefined, file },
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
      setFailure(readServerError(error).message);
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
    upsertUnmapped: Boolean(upsertOn) && !mapping.includes(upsertOn),
  };
}
