import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { call, type PortalApiError, type Schemas } from '../api';
import { useSession } from '../session';
import { SignInCard } from '../SignInCard';
import { Alert, Button, Card, Skeleton, TextField } from '../ui/ui';

/**
 * /workflows/{slug}: a signed-in customer's run of it (started, or the one under way); a visitor of
 * a PUBLIC workflow gives their email first and gets a link to come back; anyone else signs in.
 */
export default function StartWorkflowPage() {
  const { workflowSlug = '' } = useParams();
  const { portal, state } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [visitorOf, setVisitorOf] = useState<Schemas['PublicWorkflow'] | null | undefined>(undefined);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (state.status === 'loading') return;
    if (state.status === 'signedIn') {
      call<Schemas['OpenWorkflow'][]>('GET', '/customer/workflows/list')
        .then(async (open) => {
          const workflow = open.find((w) => w.slug === workflowSlug);
          if (!workflow) return setFailure('This workflow is not open to you. Ask the team if you think it should be.');
          const run = await call<Schemas['WorkflowRun']>('POST', '/customer/workflows/runs', { body: { workflowId: workflow.id } });
          navigate(`/runs/${run.id}`, { replace: true });
        })
        .catch((e: PortalApiError) => setFailure(e.message));
      return;
    }
    call<Schemas['PublicWorkflow'][]>('GET', '/public/workflows/list', { query: { portalSlug: portal.slug } })
      .then((list) => setVisitorOf(list.find((w) => w.slug === workflowSlug) ?? null))
      .catch(() => setVisitorOf(null));
  }, [state.status, workflowSlug, portal.slug, navigate]);

  if (failure)
    return (
      <Card className="p-empty">
        <h1 className="p-h2">Not available</h1>
        <p className="p-muted">{failure}</p>
        <Link to="/">Go to the portal’s home</Link>
      </Card>
    );
  if (state.status === 'signedOut' && visitorOf === null)
    return (
      <div className="p-narrow">
        <SignInCard returnTo={location.pathname} intro="Sign in to start this: we’ll email you a link." />
      </div>
    );
  if (state.status === 'signedOut' && visitorOf) return <VisitorStart workflow={visitorOf} portalSlug={portal.slug} />;
  return <Skeleton />;
}

function VisitorStart({ workflow, portalSlug }: { workflow: Schemas['PublicWorkflow']; portalSlug: string }) {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<PortalApiError | null>(null);
  const navigate = useNavigate();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const started = await call<Schemas['VisitorRun']>('POST', '/public/workflows/runs', {
        body: { portalSlug, workflowId: workflow.id, email },
      });
      navigate(`/runs/resume?token=${encodeURIComponent(started.resumeToken)}`, { replace: true });
    } catch (e) {
      setError(e as PortalApiError);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="p-narrow">
      <h1>{workflow.name}</h1>
      <Card>
        <form onSubmit={submit} noValidate className="p-form">
          <TextField
            label="Your email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={error?.details?.email}
            hint="We email you a link to come back to it on any device."
          />
          {error && !error.details ? <Alert>{error.message}</Alert> : null}
          <Button type="submit" busy={busy}>
            Start
          </Button>
        </form>
      </Card>
    </div>
  );
}
