import { Alert, Button, Link, Stack } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { Navigate, Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '../app/session/SessionProvider';
import { hasUser } from '../app/session/types';
import { login } from '../features/auth/auth.api';
import { AuthCard, FormFailure } from '../features/auth/AuthCard';
import { ruleViolation, type FieldRules } from '../features/forms/messages';
import { PlainField } from '../features/forms/PlainField';
import { placeServerErrors } from '../features/forms/server-errors';

// Its own chunk, fetched as the screen opens: this screen's JavaScript is at its budget (bench/bundle.ts).
const GoogleSignInOption = lazy(() => import('../features/auth/GoogleSignInOption'));

type Name = 'email' | 'password';
type Errors = Partial<Record<Name, string>>;

const FIELDS: Record<Name, { label: string; rules: FieldRules }> = {
  email: { label: 'Email', rules: { required: true, type: 'email' } },
  password: { label: 'Password', rules: { required: true } },
};

function check(form: HTMLFormElement): { values: Record<Name, string>; errors: Errors } {
  const data = new FormData(form);
  const values = { email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') };
  const errors: Errors = {};
  for (const name of Object.keys(FIELDS) as Name[]) {
    const problem = ruleViolation(FIELDS[name].label, FIELDS[name].rules, values[name]);
    if (problem) errors[name] = problem;
  }
  return { values, errors };
}

function focusFirst(form: HTMLFormElement, errors: Errors) {
  const first = (Object.keys(FIELDS) as Name[]).find((name) => errors[name]);
  if (first) (form.elements.namedItem(first) as HTMLInputElement | null)?.focus();
}

export default function LoginPage() {
  const { state, setSession } = useSession();
  const navigate = useNavigate();
  // `passwordChanged`: the reset page sends the builder here once the new password is saved.
  const location = useLocation();
  const { from, passwordChanged } = (location.state as { from?: string; passwordChanged?: boolean } | null) ?? {};
  // The GraphQL sandbox (GET /graphql, a page the server serves outside this app) links here with ?next=/graphql.
  const backToSandbox = new URLSearchParams(location.search).get('next') === '/graphql';
  const [failure, setFailure] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  // Signed in (now, or already): back where the builder came from. The sandbox is a page of its own, loaded
  // anew; no in-app navigation may race it (a remount after sign-in would otherwise go to /portals).
  if (hasUser(state.user)) return backToSandbox ? <LeaveForSandbox /> : <Navigate to={from ?? '/portals'} replace />;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setSubmitted(true);
    setFailure('');
    const { values, errors: found } = check(form);
    setErrors(found);
    if (Object.keys(found).length) return focusFirst(form, found);
    setSubmitting(true);
    try {
      const { token, user } = await login(values);
      setSession(user, token);
      if (!backToSandbox) navigate(from ?? '/portals', { replace: true });
    } catch (error) {
      const placed = placeServerErrors(error, ['email', 'password'] as const);
      setErrors(placed.fields);
      setFailure(placed.message);
      focusFirst(form, placed.fields);
      setSubmitting(false);
    }
  };

  // After a first submit, a field's message follows what is typed (as the other forms do).
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    if (submitted) setErrors(check(event.currentTarget).errors);
  };

  return (
    <AuthCard
      title="Sign in"
      subtitle="Welcome back. Sign in to manage your portals."
      switchTo={{ question: 'New to Portico?', label: 'Create an account', to: '/auth/register', state: from ? { from } : undefined }}
    >
      <form onSubmit={onSubmit} onChange={onChange} noValidate>
        <Stack gap="5">
          {passwordChanged && !failure && (
            <Alert.Root status="success" borderRadius="md" role="status">
              <Alert.Indicator />
              <Alert.Title>Your password was changed. Sign in with the new one.</Alert.Title>
            </Alert.Root>
          )}
          <FormFailure message={failure} />
          <PlainField name="email" label="Email" type="email" autoComplete="email" required error={errors.email} />
          <Stack gap="1.5">
            <PlainField name="password" label="Password" type="password" autoComplete="current-password" required error={errors.password} />
            <Link asChild alignSelf="flex-end" fontSize="sm" color="brand.fg">
              <RouterLink to="/auth/forgot-password">Forgot password?</RouterLink>
            </Link>
          </Stack>
          <Button type="submit" colorPalette="brand" size="lg" loading={submitting} loadingText="Signing in">
            Sign in
          </Button>
        </Stack>
      </form>
      <Suspense fallback={null}>
        <GoogleSignInOption />
      </Suspense>
    </AuthCard>
  );
}

/** The GraphQL sandbox (GET /graphql) is served outside this app: a full page load. */
function LeaveForSandbox() {
  useEffect(() => window.location.replace('/graphql'), []);
  return null;
}
