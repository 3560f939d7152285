import { useId, useRef, useState } from 'react';
import { MAX_PRIVATE_FILE_BYTES, megabytes } from '../../../../server/core/limits';
import type { PortalApiError, UploadedFile } from '../api';

/** "2.4 MB", "830 KB": a size as people read it. */
export const fileSize = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * Files chosen one or several at a time, each uploaded at once (the server judges and stores it),
 * listed with a Remove button; `value` is what the uploads answered, sent with the form.
 */
export function FileAttach({
  label,
  hint = `Images, PDF, text or CSV, up to ${megabytes(MAX_PRIVATE_FILE_BYTES)} each.`,
  value,
  onChange,
  upload,
  error,
  max,
}: {
  label: string;
  hint?: string;
  value: UploadedFile[];
  onChange: (files: UploadedFile[]) => void;
  upload: (file: File) => Promise<UploadedFile>;
  error?: string;
  /** How many files the server takes here (ticket.rules.ts, workflow.limits.ts). */
  max: number;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const choose = async (list: FileList | null) => {
    if (!list?.length) return;
    setBusy(true);
    setFailed(null);
    let files = value;
    for (const file of Array.from(list).slice(0, Math.max(0, max - value.length))) {
      try {
        files = [...files, await upload(file)];
        onChange(files);
      } catch (e) {
        const err = e as PortalApiError;
        setFailed(`${file.name}: ${err.message}`);
      }
    }
    setBusy(false);
    if (input.current) input.current.value = '';
  };
  const note = failed ?? error;
  return (
    <div className="p-field p-files">
      <label htmlFor={id}>{label}</label>
      <input
        ref={input}
        id={id}
        type="file"
        multiple
        disabled={busy || value.length >= max}
        accept="image/png,image/jpeg,image/webp,application/pdf,text/plain,text/csv,.csv,.txt"
        aria-invalid={note ? true : undefined}
        aria-describedby={`${id}-note`}
        onChange={(e) => void choose(e.target.files)}
      />
      <p id={`${id}-note`} className={note ? 'p-field__error' : 'p-field__hint'} role={failed ? 'alert' : undefined}>
        {busy ? 'Uploading…' : (note ?? hint)}
      </p>
      {value.length ? (
        <ul className="p-files__list" aria-label={`${label}: files`}>
          {value.map((f) => (
            <li key={f.id}>
              <span className="p-files__name">{f.name}</span> <span className="p-muted">{fileSize(f.size)}</span>
              <button
                type="button"
                className="p-button p-button--ghost"
                aria-label={`Remove ${f.name}`}
                onClick={() => onChange(value.filter((x) => x.id !== f.id))}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** Files on a message or in an answer, each a download. */
export function FileLinks({
  files,
  label = 'Attachments',
}: {
  files: Array<Pick<UploadedFile, 'id' | 'url' | 'name' | 'size'>>;
  label?: string;
}) {
  if (!files.length) return null;
  return (
    <ul className="p-files__list" aria-label={label}>
      {files.map((f) => (
        <li key={f.id}>
          <a href={f.url} download={f.name}>
            {f.name}
          </a>{' '}
          <span className="p-muted">{fileSize(f.size)}</span>
        </li>
      ))}
    </ul>
  );
}
