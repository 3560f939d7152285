import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { MAX_ATTACHMENTS } from '../../../../server/modules/ticket/ticket.rules';
import { ago, call, upload, type PortalApiError, type TicketDetail, type UploadedFile } from '../api';
import { FileAttach, FileLinks } from '../ui/file-attach';
import { StatusBadge } from '../ui/status';
import { Alert, Button, Card, Skeleton, TextArea } from '../ui/ui';

export default function TicketPage() {
  const { ticketId = '' } = useParams();
  const [ticket, setTicket] = useState<TicketDetail | null>(null);
  const [loadError, setLoadError] = useState<PortalApiError | null>(null);
  const [reply, setReply] = useState('');
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<PortalApiError | null>(null);

  const load = useCallback(async () => {
    setLoadError(null);
    try {
      setTicket(await call<TicketDetail>('GET', '/customer/tickets', { query: { id: ticketId } }));
    } catch (e) {
      setLoadError(e as PortalApiError);
    }
  }, [ticketId]);
  useEffect(() => {
    void load();
  }, [load]);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      setTicket(
        await call<TicketDetail>('POST', '/customer/tickets/messages', {
          body: { ticketId, body: reply, attachmentIds: files.map((f) => f.id) },
        }),
      );
      setReply('');
      setFiles([]);
    } catch (e) {
      setError(e as PortalApiError);
    } finally {
      setBusy(false);
    }
  };
  const setStatus = async (status: 'OPEN' | 'CLOSED') => {
    setBusy(true);
    setError(null);
    try {
      setTicket(await call<TicketDetail>('PUT', '/customer/tickets/status', { body: { id: ticketId, status } }));
    } catch (e) {
      setError(e as PortalApiError);
    } finally {
      setBusy(false);
    }
  };

  if (loadError)
    return (
      <Card className="p-empty">
        <h1 className="p-h2">
          {loadError.status === 404 || loadError.status === 400 ? 'Ticket not found' : 'This ticket could not be loaded'}
        </h1>
        <p className="p-muted">{loadError.message}</p>
        <Link to="/tickets">Back to your tickets</Link>
      </Card>
    );
  if (!ticket)
    return (
      <Card>
        <Skeleton lines={5} />
      </Card>
    );

  const closed = ticket.status === 'CLOSED';
  return (
    <div className="p-narrow p-narrow--wide">
      <Link to="/tickets" className="p-back">
        ← Your tickets
      </Link>
      <div className="p-page-head">
        <h1>
          <span className="p-muted">#{ticket.number}</span> {ticket.subject}
        </h1>
        <StatusBadge status={ticket.status} />
      </div>
      <ol className="p-thread" aria-label="Conversation">
        {ticket.messages.map((m) => (
          <li key={m.id} className={`p-message p-message--${m.authorType === 'CUSTOMER' ? 'mine' : 'team'}`}>
            <div className="p-message__meta">
              <strong>{m.authorType === 'CUSTOMER' ? 'You' : m.authorName}</strong>
              <time dateTime={m.createdAt} title={new Date(m.createdAt).toLocaleString()}>
                {ago(m.createdAt)}
              </time>
            </div>
            <p className="p-message__body">{m.body}</p>
            <FileLinks
              files={m.attachments}
              label={`Attachments of the message from ${m.authorType === 'CUSTOMER' ? 'you' : m.authorName}`}
            />
          </li>
        ))}
      </ol>
      {error ? <Alert>{error.details?.body ?? error.message}</Alert> : null}
      {closed ? (
        <Card className="p-closed">
          <p className="p-muted">This ticket is closed. Reopen it to write again.</p>
          <Button variant="secondary" busy={busy} onClick={() => void setStatus('OPEN')}>
            Reopen ticket
          </Button>
        </Card>
      ) : (
        <Card>
          <form onSubmit={send} noValidate className="p-form">
            <TextArea label="Reply" rows={4} value={reply} onChange={(e) => setReply(e.target.value)} />
            <FileAttach
              label="Attach files"
              max={MAX_ATTACHMENTS}
              value={files}
              onChange={setFiles}
              upload={(file) => upload<UploadedFile>('/customer/tickets/attachments', { ticketId }, file)}
              error={error?.details?.attachmentIds}
            />
            <div className="p-row">
              <Button type="submit" busy={busy} disabled={!reply.trim()}>
                Send reply
              </Button>
              {ticket.allowedTransitions.includes('CLOSED') ? (
                <Button type="button" variant="ghost" disabled={busy} onClick={() => void setStatus('CLOSED')}>
                  Close ticket
                </Button>
              ) : null}
            </div>
          </form>
        </Card>
      )}
    </div>
  );
}
