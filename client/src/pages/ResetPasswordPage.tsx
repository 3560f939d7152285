import { Alert, Button, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { PASSWORD_MIN } from '../../../server/core/limits';
import { resetPassword } from '../features/auth/account.api';
import { AuthCard, FormFailure } from '../features/auth/AuthCard';
import { PlainField } from '../features/forms/PlainField';
import { placeServerErrors } from '../features/forms/server-errors';

type Name = 'password' | 'confirm';
type Errors = Partial<Record<Name, string>>;

const NO_TOKEN = 'This link is incomplete — open the link from the email again, or ask for a new one.';

/** /auth/reset-password?token=: the link from the reset email. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState('');
  const [badLink, setBadLink] = useState(token ? '' : NO_TOKEN);
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const password = String(data.get('password') ?? '');
    const confirm = String(data.get('confirm') ?? '');
    // Only what the server cannot know is checked here; its own rules (length) come back as field errors.
    const found: Errors = {};
    if (!password) found.password = 'Please enter a new password';
    if (!confirm) found.confirm = 'Please enter the new password again';
    else if (password && confirm !== password) found.confirm = 'The two passwords do not match — type the same one twice.';
    setErrors(found);
    setFailure('');
    const first = (['password', 'confirm'] as const).find((name) => found[name]);
    if (first) return (form.elements.namedItem(first) as HTMLInputElement | null)?.focus();
    setSubmitting(true);
    try {
      await resetPassword(token, password);
      navigate('/auth/login', { replace: true, state: { passwordChanged: true } });
    } catch (error) {
      const placed = placeServerErrors(error, ['password', 'token'] as const);
      setSubmitting(false);
      if (placed.fields.token) return setBadLink(placed.fields.token);
      setErrors({ password: placed.fields.password });
      setFailure(placed.message);
      if (placed.fields.password) (form.elements.namedItem('password') as HTMLInputElement | null)?.focus();
    }
  };

  if (badLink) {
    return (
      <AuthCard title="This link does not work" switchTo={{ question: 'Remembered your password?', label: 'Sign in', to: '/auth/login' }}>
        <Stack gap="5">
          <Alert.Root status="warning" borderRadius="md">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{badLink}</Alert.Title>
              <Alert.Description>Reset links work for 30 minutes and only once; a newer link replaces older ones.</Alert.Description>
            </Alert.Content>
          </Alert.Root>
          <Button asChild colorPalette="brand" size="lg">
            <RouterLink to="/auth/forgot-password">Send me a new link</RouterLink>
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Choose a new password" subtitle="After this, every device signed in to your account is signed out.">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="5">
          <FormFailure message={failure} />
          <PlainField
            name="password"
            label="New password"
            type="password"
            autoComplete="new-password"
            required
            error={errors.password}
            helperText={`At least ${PASSWORD_MIN} characters.`}
          />
          <PlainField
            name="confirm"
            label="New password again"
            type="password"
            autoComplete="new-password"
            required
            error={errors.confirm}
          />
          <Button type="submit" colorPalette="brand" size="lg" loading={submitting} loadingText="Saving">
            Save the new password
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
