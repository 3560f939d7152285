import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { call, type Schemas, type Ticket } from '../api';
import { useSession } from '../session';
import { SignInCard } from '../SignInCard';
import { StatusBadge, workflowLink } from '../ui/status';
import { Badge, ButtonLink, Card, Skeleton } from '../ui/ui';
import { YourCalls } from '../ui/your-calls';

export default function HomePage() {
  const { portal, state } = useSession();
  const title = portal.basicInfo.title || portal.name;
  return (
    <>
      <section className="p-hero">
        <h1>{state.status === 'signedIn' ? `Welcome${state.customer.name ? `, ${state.customer.name}` : ''}` : title}</h1>
        {portal.basicInfo.description ? <p>{portal.basicInfo.description}</p> : null}
      </section>
      {state.status === 'loading' ? (
        <Skeleton />
      ) : state.status === 'signedOut' ? (
        <>
          <SignInCard />
          <PublicWorkflows portalSlug={portal.slug} />
        </>
      ) : (
        <Dashboard />
      )}
    </>
  );
}

const RUN_LABEL: Record<Schemas['WorkflowRun']['status'], { label: string; tone: 'neutral' | 'primary' | 'success' | 'warning' }> = {
  IN_PROGRESS: { label: 'In progress', tone: 'primary' },
  WAITING: { label: 'Waiting for approval', tone: 'warning' },
  COMPLETED: { label: 'Completed', tone: 'success' },
  CANCELLED: { label: 'Not approved', tone: 'neutral' },
};

/** What a visitor may start without an account (PUBLIC workflows). */
function PublicWorkflows({ portalSlug }: { portalSlug: string }) {
  const [list, setList] = useState<Schemas['PublicWorkflow'][]>([]);
  useEffect(() => {
    call<Schemas['PublicWorkflow'][]>('GET', '/public/workflows/list', { query: { portalSlug } })
      .then(setList)
      .catch(() => setList([]));
  }, [portalSlug]);
  if (list.length === 0) return null;
  return (
    <Card>
      <h2>Get started</h2>
      <ul className="p-list">
        {list.map((w) => (
          <li key={w.id}>
            <Link to={`/workflows/${w.slug}`} className="p-list__link">
              <span>{w.name}</span>
              <span aria-hidden="true">→</span>
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** The workflows open to the customer, each with where their latest run stands. */
function Workflows() {
  const [list, setList] = useState<Schemas['OpenWorkflow'][] | null>(null);
  useEffect(() => {
    call<Schemas['OpenWorkflow'][]>('GET', '/customer/workflows/list')
      .then(setList)
      .catch(() => setList([]));
  }, []);
  if (list === null) return <Skeleton />;
  if (list.length === 0) return null;
  return (
    <Card>
      <h2>Your workflows</h2>
      <ul className="p-list">
        {list.map((w) => {
          const link = workflowLink(w);
          return (
            <li key={w.id}>
              <Link to={link.to} className="p-list__link">
                <span>
                  {w.name}
                  <span className="p-muted"> · {link.action}</span>
                </span>
                {w.run ? <Badge tone={RUN_LABEL[w.run.status].tone}>{RUN_LABEL[w.run.status].label}</Badge> : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

function Dashboard() {
  const [tickets, setTickets] = useState<Ticket[] | null>(null);
  const [shared, setShared] = useState<Schemas['CustomerCollection'][]>([]);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    call<Schemas['CustomerCollection'][]>('GET', '/customer/collections/list')
      .then(setShared)
      .catch(() => setShared([]));
    call<Schemas['TicketPage']>('GET', '/customer/tickets/list', { query: { limit: '5' } })
      .then((page) => setTickets(page.items))
      .catch(() => setFailed(true));
  }, []);
  const open = tickets?.filter((t) => t.status !== 'CLOSED' && t.status !== 'RESOLVED').length ?? 0;
  return (
    <div className="p-grid">
      <Workflows />
      <YourCalls />
      <Card>
        <div className="p-card__head">
          <h2>Your tickets</h2>
          <ButtonLink to="/tickets/new">Raise a ticket</ButtonLink>
        </div>
        {failed ? (
          <p className="p-muted">Your tickets could not be loaded. Reload the page to try again.</p>
        ) : tickets === null ? (
          <Skeleton />
        ) : tickets.length === 0 ? (
          <p className="p-muted">No tickets yet. When you need help, raise one and the team will answer here.</p>
        ) : (
          <>
            <p className="p-muted">{open === 0 ? 'Nothing open right now.' : `${open} open ${open === 1 ? 'ticket' : 'tickets'}.`}</p>
            <ul className="p-list">
              {tickets.map((t) => (
                <li key={t.id}>
                  <Link to={`/tickets/${t.id}`} className="p-list__link">
                    <span>
                      {t.unread ? <span className="p-dot" aria-label="New reply" /> : null}#{t.number} {t.subject}
                    </span>
                    <StatusBadge status={t.status} />
                  </Link>
                </li>
              ))}
            </ul>
            <Link to="/tickets">All tickets →</Link>
          </>
        )}
      </Card>
      {shared.map((c) => (
        <Card key={c.id}>
          <h2>{c.name}</h2>
          <p className="p-muted">Shared with you by the team.</p>
          <Link to={`/data/${c.id}`}>Open {c.name} →</Link>
        </Card>
      ))}
    </div>
  );
}
