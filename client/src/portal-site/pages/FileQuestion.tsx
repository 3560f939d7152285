import type { UploadedFile } from '../api';
import { FileAttach } from '../ui/file-attach';

/**
 * A FILE question of a workflow form: the customer uploads one or more files while filling it in
 * (each stored at once as a file of the run and this question); the form sends their ids.
 */
export function FileQuestion(props: {
  label: string;
  error?: string;
  value: UploadedFile[];
  onChange: (files: UploadedFile[]) => void;
  upload: (file: File) => Promise<UploadedFile>;
}) {
  return <FileAttach {...props} hint="Choose one or more files: images, PDF, text or CSV, up to 10 MB each." />;
}
