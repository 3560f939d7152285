import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { MAX_ATTACHMENTS, TICKET_SUBJECT_MAX } from '../../../../server/modules/ticket/ticket.rules';
import { call, upload, type PortalApiError, type TicketDetail, type UploadedFile } from '../api';
import { FileAttach } from '../ui/file-attach';
import { Alert, Button, Card, Select, TextArea, TextField } from '../ui/ui';

export default function NewTicketPage() {
  const navigate = useNavigate();
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [priority, setPriority] = useState('MEDIUM');
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<PortalApiError | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const ticket = await call<TicketDetail>('POST', '/customer/tickets', {
        body: { subject, body, priority, attachmentIds: files.map((f) => f.id) },
      });
      navigate(`/tickets/${ticket.id}`);
    } catch (e) {
      setError(e as PortalApiError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="p-narrow">
      <h1>Raise a ticket</h1>
      <Card>
        <form onSubmit={submit} noValidate className="p-form">
          <TextField
            label="Subject"
            value={subject}
            maxLength={TICKET_SUBJECT_MAX}
            onChange={(e) => setSubject(e.target.value)}
            error={error?.details?.subject}
          />
          <TextArea label="How can we help?" rows={6} value={body} onChange={(e) => setBody(e.target.value)} error={error?.details?.body} />
          <Select label="Priority" value={priority} onChange={(e) => setPriority(e.target.value)}>
            <option value="LOW">Low</option>
            <option value="MEDIUM">Medium</option>
            <option value="HIGH">High</option>
            <option value="URGENT">Urgent</option>
          </Select>
          <FileAttach
            label="Attachments"
            max={MAX_ATTACHMENTS}
            value={files}
            onChange={setFiles}
            upload={(file) => upload<UploadedFile>('/customer/tickets/attachments', {}, file)}
            error={error?.details?.attachmentIds}
          />
          {error && !error.details ? <Alert>{error.message}</Alert> : null}
          <div className="p-row">
            <Button type="submit" busy={busy}>
              Send ticket
            </Button>
            <Button type="button" variant="ghost" onClick={() => navigate('/tickets')}>
              Cancel
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
