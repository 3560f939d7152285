import { megabytes, MAX_PRIVATE_FILE_BYTES } from '../../../../server/core/limits';
import { MAX_FILES_PER_QUESTION } from '../../../../server/modules/workflow/workflow.limits';
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
  return (
    <FileAttach
      {...props}
      max={MAX_FILES_PER_QUESTION}
      hint={`Choose one or more files: images, PDF, text or CSV, up to ${megabytes(MAX_PRIVATE_FILE_BYTES)} each.`}
    />
  );
}
