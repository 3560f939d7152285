import { Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { EMAIL_MAX, PASSWORD_MAX, PASSWORD_MIN, PERSON_NAME_MAX } from '../../../server/core/limits';
import { useSession } from '../app/session/SessionProvider';
import { hasUser } from '../app/session/types';
import { register as registerAccount } from '../features/auth/auth.api';
import { AuthCard, FormFailure } from '../features/auth/AuthCard';
import { applyServerErrors } from '../features/auth/server-errors';
import { FormField } from '../features/forms/FormField';

const GoogleSignInOption = lazy(() => import('../features/auth/GoogleSignInOption'));

interface Values {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export default function RegisterPage() {
  const { state, setSession } = useSession();
  const navigate = useNavigate();
  // An invitation sends people here to sign up with the invited address, and back to accept it.
  const { from, email = '' } = (useLocation().state as { from?: string; email?: string } | null) ?? {};
  const [failure, setFailure] = useState('');
  const { register, handleSubmit, setError, formState } = useForm<Values>({
    defaultValues: { firstName: '', lastName: '', email, password: '' },
  });

  if (hasUser(state.user)) return <Navigate to={from ?? '/portals'} replace />;

  const onSubmit = handleSubmit(async (values) => {
    setFailure('');
    try {
      const { token, user } = await registerAccount(values);
      setSession(user, token);
      navigate(from ?? '/portals', { replace: true });
    } catch (error) {
      setFailure(applyServerErrors(error, setError, ['firstName', 'lastName', 'email', 'password']));
    }
  });

  const field = { register, errors: formState.errors };
  return (
    <AuthCard
      title="Create your account"
      subtitle="Build branded client portals in minutes. Free to start."
      switchTo={{ question: 'Already have an account?', label: 'Sign in', to: '/auth/login', state: from ? { from } : undefined }}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="5">
          <FormFailure message={failure} />
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <FormField
              name="firstName"
              label="First name"
              autoComplete="given-name"
              {...field}
              rules={{ required: true, max: PERSON_NAME_MAX }}
            />
            <FormField
              name="lastName"
              label="Last name"
              autoComplete="family-name"
              {...field}
              rules={{ required: true, max: PERSON_NAME_MAX }}
            />
          </SimpleGrid>
          <FormField
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            {...field}
            rules={{ required: true, type: 'email', max: EMAIL_MAX }}
          />
          <FormField
            name="password"
            label="Password"
            type="password"
            autoComplete="new-password"
            {...field}
            rules={{ required: true, min: PASSWORD_MIN, max: PASSWORD_MAX }}
            helperText={`At least ${PASSWORD_MIN} characters.`}
          />
          <Button type="submit" colorPalette="brand" size="lg" loading={formState.isSubmitting} loadingText="Creating your account">
            Create account
          </Button>
        </Stack>
      </form>
      <Suspense fallback={null}>
        <GoogleSignInOption />
      </Suspense>
    </AuthCard>
  );
}
