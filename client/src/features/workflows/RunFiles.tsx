import { Link, List } from '@chakra-ui/react';

export type RunFile = { id: string; url: string; name: string; size: number; contentType: string };

/** Whether a form's answer is a FILE question's: the files the customer uploaded, each with a signed link. */
export const isRunFiles = (v: unknown): v is RunFile[] =>
  Array.isArray(v) && v.length > 0 && v.every((f) => typeof f === 'object' && f !== null && 'url' in f && 'name' in f);

const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** A FILE answer as download links (the link works about an hour; the page reads the run again for new ones). */
export function RunFiles({ files }: { files: RunFile[] }) {
  return (
    <List.Root variant="plain" gap="1">
      {files.map((f) => (
        <List.Item key={f.id}>
          <Link href={f.url} download={f.name} colorPalette="blue" fontWeight="medium">
            {f.name}
          </Link>
          &nbsp;<span style={{ opacity: 0.7 }}>({size(f.size)})</span>
        </List.Item>
      ))}
    </List.Root>
  );
}
