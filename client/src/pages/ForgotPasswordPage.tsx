import { Alert, Button, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { requestPasswordReset } from '../features/auth/account.api';
import { AuthCard, FormFailure } from '../features/auth/AuthCard';
import { ruleViolation } from '../features/forms/messages';
import { PlainField } from '../features/forms/PlainField';
import { placeServerErrors } from '../features/forms/server-errors';

export default function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState('');
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get('email') ?? '').trim();
    const problem = ruleViolation('Email', { required: true, type: 'email' }, email);
    setError(problem ?? undefined);
    setFailure('');
    if (problem) return (form.elements.namedItem('email') as HTMLInputElement | null)?.focus();
    setSubmitting(true);
    try {
      await requestPasswordReset(email);
      setSentTo(email);
    } catch (err) {
      const placed = placeServerErrors(err, ['email'] as const);
      setError(placed.fields.email);
      setFailure(placed.message);
    } finally {
      setSubmitting(false);
    }
  };

  if (sentTo) {
    // The same words whether or not an account has this address: the page must not tell.
    return (
      <AuthCard title="Check your email" switchTo={{ question: 'Remembered it?', label: 'Sign in', to: '/auth/login' }}>
        <Stack gap="5">
          <Alert.Root status="info" borderRadius="md" role="status">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>If an account uses {sentTo}, a link to choose a new password is on its way.</Alert.Title>
              <Alert.Description>
                The link works for 30 minutes and only once. Look in your spam folder if it does not arrive.
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
          <Button variant="outline" onClick={() => setSentTo('')}>
            Use another address
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter the email you sign in with and we will send you a link to choose a new one."
      switchTo={{ question: 'Remembered it?', label: 'Sign in', to: '/auth/login' }}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="5">
          <FormFailure message={failure} />
          <PlainField name="email" label="Email" type="email" autoComplete="email" required error={error} />
          <Button type="submit" colorPalette="brand" size="lg" loading={submitting} loadingText="Sending">
            Send the reset link
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
