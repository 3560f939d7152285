import { Button, CloseButton, FileUpload, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuPaperclip } from 'react-icons/lu';
import { rest } from '../../app/api/rest-contract';
import { readServerError } from '../forms/server-errors';

export type Attachment = { id: string; url: string; name: string; size: number; contentType: string };

const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** A message's files, each a download (a signed link that works about an hour). */
export function MessageAttachments({ files }: { files: Attachment[] }) {
  if (!files.length) return null;
  return (
    <Stack as="ul" gap="1" mt="2" listStyleType="none" aria-label="Attachments">
      {files.map((f) => (
        <HStack as="li" key={f.id} gap="2">
          <LuPaperclip aria-hidden />
          <Link href={f.url} download={f.name} fontWeight="medium" colorPalette="blue">
            {f.name}
          </Link>
          <Text fontSize="sm" color="fg.muted">
            {size(f.size)}
          </Text>
        </HStack>
      ))}
    </Stack>
  );
}

/**
 * Files for the next reply or internal note: each uploaded when chosen (the server judges it as it
 * does record files), listed with a remove button; the message sends their ids.
 */
export function AttachmentPicker({
  ticketId,
  value,
  onChange,
}: {
  ticketId: string;
  value: Attachment[];
  onChange: (files: Attachment[]) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const choose = async (files: File[]) => {
    setBusy(true);
    setError(null);
    let list = value;
    for (const file of files) {
      const form = new FormData();
      form.append('ticketId', ticketId);
      form.append('file', file, file.name);
      try {
        list = [...list, await rest('post', '/v1/tickets/attachments', { body: form })];
        onChange(list);
      } catch (e) {
        setError(`${file.name}: ${readServerError(e).message}`);
      }
    }
    setBusy(false);
  };
  return (
    <Stack gap="2">
      <FileUpload.Root maxFiles={10} onFileAccept={(e) => void choose(e.files)} disabled={busy}>
        <FileUpload.HiddenInput aria-label="Attach files" />
        <FileUpload.Trigger asChild>
          <Button variant="outline" size="sm" loading={busy} alignSelf="start">
            <LuPaperclip /> Attach files
          </Button>
        </FileUpload.Trigger>
      </FileUpload.Root>
      {error ? (
        <Text fontSize="sm" color="fg.error" role="alert">
          {error}
        </Text>
      ) : null}
      {value.length ? (
        <Stack as="ul" gap="1" listStyleType="none" aria-label="Files to send">
          {value.map((f) => (
            <HStack as="li" key={f.id} gap="2">
              <Text fontSize="sm" fontWeight="medium">
                {f.name}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {size(f.size)}
              </Text>
              <CloseButton size="2xs" aria-label={`Remove ${f.name}`} onClick={() => onChange(value.filter((x) => x.id !== f.id))} />
            </HStack>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
