import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { ago, call, type Schemas, type Ticket } from '../api';
import { StatusBadge } from '../ui/status';
import { Alert, Button, ButtonLink, Card, Skeleton } from '../ui/ui';

export default function TicketsPage() {
  const [items, setItems] = useState<Ticket[] | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const load = async (cursor?: string) => {
    setLoading(true);
    setError(null);
    try {
      const page = await call<Schemas['TicketPage']>('GET', '/customer/tickets/list', { query: { cursor } });
      setItems((old) => (cursor && old ? [...old, ...page.items] : page.items));
      setNext(page.nextCursor);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setLoading(false);
    }
  };
  useEffect(() => {
    void load();
  }, []);

  return (
    <>
      <div className="p-page-head">
        <h1>Your tickets</h1>
        <ButtonLink to="/tickets/new">New ticket</ButtonLink>
      </div>
      {error ? (
        <Alert>
          {error}{' '}
          <Button variant="ghost" onClick={() => void load()}>
            Try again
          </Button>
        </Alert>
      ) : items === null ? (
        <Card>
          <Skeleton lines={4} />
        </Card>
      ) : items.length === 0 ? (
        <Card className="p-empty">
          <h2>No tickets yet</h2>
          <p className="p-muted">Questions, problems, requests: raise your first ticket and the team will answer here.</p>
          <ButtonLink to="/tickets/new">Raise your first ticket</ButtonLink>
        </Card>
      ) : (
        <Card>
          <ul className="p-list p-list--tickets">
            {items.map((t) => (
              <li key={t.id}>
                <Link to={`/tickets/${t.id}`} className="p-list__link">
                  <span className="p-ticket-line">
                    {t.unread ? <span className="p-dot" aria-label="New reply" /> : null}
                    <span className="p-ticket-line__number">#{t.number}</span>
                    <span className={t.unread ? 'p-strong' : undefined}>{t.subject}</span>
                  </span>
                  <span className="p-ticket-line__meta">
                    <span className="p-muted">{ago(t.lastMessageAt)}</span>
                    <StatusBadge status={t.status} />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          {next ? (
            <Button variant="secondary" busy={loading} onClick={() => void load(next)}>
              Show more
            </Button>
          ) : null}
        </Card>
      )}
    </>
  );
}
