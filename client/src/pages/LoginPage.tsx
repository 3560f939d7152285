import { Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '../app/session/SessionProvider';
import { hasUser } from '../app/session/types';
import { login } from '../features/auth/auth.api';
import { AuthCard, FormFailure } from '../features/auth/AuthCard';
import { applyServerErrors } from '../features/auth/server-errors';
import { FormField } from '../features/forms/FormField';

interface Values {
  email: string;
  password: string;
}

export default function LoginPage() {
  const { state, setSession } = useSession();
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from;
  const [failure, setFailure] = useState('');
  const { register, handleSubmit, setError, formState } = useForm<Values>({ defaultValues: { email: '', password: '' } });

  if (hasUser(state.user)) return <Navigate to={from ?? '/portals'} replace />;

  const onSubmit = handleSubmit(async (values) => {
    setFailure('');
    try {
      const { token, user } = await login(values);
      setSession(user, token);
      navigate(from ?? '/portals', { replace: true });
    } catch (error) {
      setFailure(applyServerErrors(error, setError, ['email', 'password']));
    }
  });

  return (
    <AuthCard
      title="Sign in"
      subtitle="Welcome back. Sign in to manage your portals."
      switchTo={{ question: 'New to Portico?', label: 'Create an account', to: '/auth/register' }}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="5">
          <FormFailure message={failure} />
          <FormField
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            register={register}
            errors={formState.errors}
            rules={{ required: true, type: 'email' }}
          />
          <FormField
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
            register={register}
            errors={formState.errors}
            rules={{ required: true }}
          />
          <Button type="submit" colorPalette="brand" size="lg" loading={formState.isSubmitting} loadingText="Signing in">
            Sign in
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
