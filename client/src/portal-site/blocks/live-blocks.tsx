import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { call, STATUS_LABEL, type PortalApiError, type Schemas, type Ticket } from '../api';
import { useSession } from '../session';
import type { BlockProps as Of, DataBlocks } from '../../portal-render/blocks/BlockView';
import { Badge, Loading, Panel, TICKET_TONE, Table, chosenFields, chosenWorkflows } from '../../portal-render/blocks/parts';
import { RecordValue } from '../ui/record-value';
import { workflowLink } from '../ui/status';

/** The data blocks on the published portal: the signed-in customer's own data, or a way to sign in. */

/** The address of the sign-in page that comes back here afterwards. */
export function useSignInHref(): string {
  const location = useLocation();
  return `/auth/sign-in?returnTo=${encodeURIComponent(location.pathname + location.search)}`;
}

function SignInPrompt({ title, what }: { title: string; what: string }) {
  const href = useSignInHref();
  return (
    <Panel title={title} className="p-block-signin">
      {/* A title such as "Your projects" is not said twice ("see your your projects"). */}
      <p className="p-block-muted">Sign in to see your {what.replace(/^your\s+/i, '')}. We’ll email you a link — no password needed.</p>
      <Link to={href} className="p-block-button p-block-button--primary">
        Sign in
      </Link>
    </Panel>
  );
}

const Failed = ({ title, error }: { title: string; error: PortalApiError | string }) => (
  <Panel title={title}>
    <p className="p-block-muted">{typeof error === 'string' ? error : `${error.message}`} Reload the page to try again.</p>
  </Panel>
);

export function CollectionTableBlock({ collectionId, fields, title }: Of<'COLLECTION_TABLE'>) {
  const { state } = useSession();
  const signedIn = state.status === 'signedIn';
  const [collection, setCollection] = useState<Schemas['CustomerCollection'] | null | undefined>(undefined);
  const [rows, setRows] = useState<Schemas['CustomerRecord'][] | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const [error, setError] = useState<PortalApiError | null>(null);
  const [more, setMore] = useState(false);

  const load = async (cursor?: string) => {
    const page = await call<Schemas['CustomerRecordPage']>('GET', '/customer/collections/records', { query: { collectionId, cursor } });
    setRows((old) => (cursor && old ? [...old, ...page.items] : page.items));
    setNext(page.nextCursor);
  };
  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    call<Schemas['CustomerCollection'][]>('GET', '/customer/collections/list')
      .then((list) => {
        if (!live) return;
        const found = list.find((c) => c.id === collectionId) ?? null;
        setCollection(found);
        if (found) return load();
      })
      .catch((e: PortalApiError) => live && setError(e));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [collectionId, signedIn]);

  if (state.status === 'loading') return <Loading />;
  if (!signedIn) return <SignInPrompt title={title} what={title ? title.toLowerCase() : 'records'} />;
  if (error) return <Failed title={title} error={error} />;
  if (collection === null) return <Failed title={title} error="This list is not shared with customers any more." />;
  if (!collection || !rows)
    return (
      <Panel title={title}>
        <Loading />
      </Panel>
    );
  const name = title || collection.name;
  const columns = chosenFields(collection.fields, fields);
  return (
    <Panel title={name}>
      {rows.length === 0 ? (
        <p className="p-block-muted">Nothing here yet. When the team adds {collection.name.toLowerCase()} for you, they show here.</p>
      ) : (
        <Table
          caption={name}
          columns={columns}
          rows={rows.map((r) => ({ id: r.id, cells: columns.map((f) => <RecordValue key={f.key} field={f} value={r.data[f.key]} />) }))}
        />
      )}
      {next ? (
        <ShowMore
          busy={more}
          onClick={() => {
            setMore(true);
            load(next)
              .catch((e: PortalApiError) => setError(e))
              .finally(() => setMore(false));
          }}
        />
      ) : null}
    </Panel>
  );
}

interface FileValue {
  id: string;
  name: string;
  size: number;
  contentType: string;
  url: string;
}
const isFile = (v: unknown): v is FileValue => typeof v === 'object' && v !== null && 'url' in v && 'name' in v;

/** "2.4 MB", "18 KB": how big a download is before it starts. */
export function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
/** "PDF", "PNG", "CSV": the kind of a file from its name or type. */
export const fileKind = (f: { name: string; contentType: string }) =>
  (/\.([a-z0-9]{1,5})$/i.exec(f.name)?.[1] ?? f.contentType.split('/')[1] ?? 'file').toUpperCase();

/**
 * The documents of a collection's FILE field for the signed-in customer: the files of the records the
 * collection shares with them (the server's customer access decides which), each a signed download link.
 */
export function FileListBlock({ collectionId, fileField, labelField, title }: Of<'FILE_LIST'>) {
  const { state } = useSession();
  const signedIn = state.status === 'signedIn';
  const [rows, setRows] = useState<Schemas['CustomerRecord'][] | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const [error, setError] = useState<PortalApiError | null>(null);
  const [more, setMore] = useState(false);
  const load = async (cursor?: string) => {
    const page = await call<Schemas['CustomerRecordPage']>('GET', '/customer/collections/records', { query: { collectionId, cursor } });
    setRows((old) => (cursor && old ? [...old, ...page.items] : page.items));
    setNext(page.nextCursor);
  };
  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    load().catch((e: PortalApiError) => live && setError(e));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [collectionId, signedIn]);

  const name = title || 'Your documents';
  if (state.status === 'loading') return <Loading />;
  if (!signedIn) return <SignInPrompt title={name} what="documents" />;
  if (error)
    return <Failed title={name} error={error.code === 'NOT_FOUND' ? 'These documents are not shared with customers any more.' : error} />;
  if (!rows)
    return (
      <Panel title={name}>
        <Loading />
      </Panel>
    );
  const files = rows.flatMap((r) => {
    const file = r.data[fileField];
    if (!isFile(file)) return [];
    const label = labelField && typeof r.data[labelField] === 'string' && r.data[labelField] ? String(r.data[labelField]) : file.name;
    return [{ key: r.id, label, file }];
  });
  return (
    <Panel title={name}>
      {files.length === 0 ? (
        <p className="p-block-muted">No documents yet. When the team shares one with you, it shows here.</p>
      ) : (
        <ul className="p-block-files">
          {files.map(({ key, label, file }) => (
            <li key={key}>
              <a href={file.url} download={file.name} className="p-block-files__item">
                <span className="p-block-files__kind" aria-hidden="true">
                  {fileKind(file)}
                </span>
                <span className="p-block-files__name">{label}</span>
                <span className="p-block-files__meta">
                  {fileKind(file)}, {fileSize(file.size)}
                </span>
                <span className="p-block-sr-only"> — download</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      {next ? (
        <ShowMore
          busy={more}
          onClick={() => {
            setMore(true);
            load(next)
              .catch((e: PortalApiError) => setError(e))
              .finally(() => setMore(false));
          }}
        />
      ) : null}
    </Panel>
  );
}

type Listed = { id: string; name: string; slug: string; run?: Schemas['OpenWorkflow']['run'] };

export function WorkflowListBlock({ title, workflowIds }: Of<'WORKFLOW_LIST'>) {
  const { portal, state } = useSession();
  const [list, setList] = useState<Listed[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (state.status === 'loading') return;
    let live = true;
    const request: Promise<Listed[]> =
      state.status === 'signedIn'
        ? call<Schemas['OpenWorkflow'][]>('GET', '/customer/workflows/list')
        : call<Schemas['PublicWorkflow'][]>('GET', '/public/workflows/list', { query: { portalSlug: portal.slug } });
    request.then((l) => live && setList(l)).catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [state.status, portal.slug]);

  const heading = title || 'Get started';
  if (failed) return <Failed title={heading} error="The workflows could not be loaded." />;
  if (list === null)
    return (
      <Panel title={heading}>
        <Loading />
      </Panel>
    );
  const shown = chosenWorkflows(list, workflowIds);
  // Signed out, the workflows chosen may all be for customers: signing in shows them.
  if (shown.length === 0 && state.status === 'signedOut') return <SignInPrompt title={heading} what="workflows" />;
  return (
    <Panel title={heading}>
      {shown.length === 0 ? (
        <p className="p-block-muted">Nothing to start right now.</p>
      ) : (
        <ul className="p-block-links">
          {shown.map((w) => {
            const active = w.run && (w.run.status === 'IN_PROGRESS' || w.run.status === 'WAITING');
            const link = workflowLink(w);
            return (
              <li key={w.id}>
                <Link to={link.to} className="p-block-links__item">
                  <span>
                    {w.name}
                    {w.run !== undefined ? <span className="p-block-muted"> · {link.action}</span> : null}
                  </span>
                  {active ? (
                    <Badge tone={w.run!.status === 'WAITING' ? 'warning' : 'primary'}>
                      {w.run!.status === 'WAITING' ? 'Waiting for approval' : 'In progress'}
                    </Badge>
                  ) : (
                    <span aria-hidden="true">→</span>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}

export function TicketsBlock({ title }: Of<'TICKETS'>) {
  const { state } = useSession();
  const signedIn = state.status === 'signedIn';
  const [tickets, setTickets] = useState<Ticket[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    call<Schemas['TicketPage']>('GET', '/customer/tickets/list', { query: { limit: '5' } })
      .then((page) => live && setTickets(page.items))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [signedIn]);

  const heading = title || 'Your tickets';
  if (state.status === 'loading') return <Loading />;
  if (!signedIn) return <SignInPrompt title={heading} what="tickets" />;
  return (
    <Panel
      title={heading}
      action={
        <Link to="/tickets/new" className="p-block-button p-block-button--primary">
          Raise a ticket
        </Link>
      }
    >
      {failed ? (
        <p className="p-block-muted">Your tickets could not be loaded. Reload the page to try again.</p>
      ) : tickets === null ? (
        <Loading />
      ) : tickets.length === 0 ? (
        <p className="p-block-muted">No tickets yet. When you need help, raise one and the team will answer here.</p>
      ) : (
        <>
          <ul className="p-block-links">
            {tickets.map((t) => (
              <li key={t.id}>
                <Link to={`/tickets/${t.id}`} className="p-block-links__item">
                  <span>
                    {t.unread ? <span className="p-block-dot" aria-label="New reply" /> : null}#{t.number} {t.subject}
                  </span>
                  <Badge tone={TICKET_TONE[t.status]}>{STATUS_LABEL[t.status]}</Badge>
                </Link>
              </li>
            ))}
          </ul>
          <Link to="/tickets" className="p-block-more">
            All tickets →
          </Link>
        </>
      )}
    </Panel>
  );
}

/** The next page of a list block, asked for by the customer. */
function ShowMore({ busy, onClick }: { busy: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      className="p-block-button p-block-button--secondary"
      disabled={busy}
      aria-busy={busy || undefined}
      onClick={onClick}
    >
      Show more
    </button>
  );
}

// The booking block (the slot picker, its dates and styles) loads with the first page that has one.
const BookingBlock = lazy(() => import('./BookingBlock'));
function LazyBookingBlock(props: Of<'BOOKING'>) {
  return (
    <Suspense
      fallback={
        <Panel title={props.title || 'Book a call'}>
          <Loading />
        </Panel>
      }
    >
      <BookingBlock {...props} />
    </Suspense>
  );
}

/** The portal's data blocks, for the shared BlockView. */
export const LIVE_BLOCKS: DataBlocks = {
  COLLECTION_TABLE: CollectionTableBlock,
  FILE_LIST: FileListBlock,
  WORKFLOW_LIST: WorkflowListBlock,
  TICKETS: TicketsBlock,
  BOOKING: LazyBookingBlock,
};
