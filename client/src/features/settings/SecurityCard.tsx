import { useMutation } from '@apollo/client/react';
import { Alert, Button, Card, Heading, Separator, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { PASSWORD_MIN } from '../../../../server/core/limits';
import { toaster } from '../../app/ui/toaster';
import type { SettingsUserFragment } from '../../gql/graphql';
import { FormField } from '../forms/FormField';
import { GoogleSignInRow } from '../google/GoogleSignInRow';
import { applyServerErrors, readServerError } from '../forms/server-errors';
import { ChangeEmailMutation, ChangePasswordMutation, MySessionsQuery } from './security.documents';

/** Password and sign-in email (both ask for the current password, as the server does), and Google sign-in. */
export function SecurityCard({ me }: { me: SettingsUserFragment }) {
  return (
    <Card.Root as="section" aria-labelledby="settings-security" borderRadius="xl">
      <Card.Header>
        <Heading id="settings-security" as="h2" size="md">
          Security
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          Change your password or the email you sign in with.
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="8">
          <PasswordForm />
          <Separator />
          <EmailForm me={me} />
          <GoogleSignInRow />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirm: string;
}

function PasswordForm() {
  // The other sessions end with the change: the sessions card shows it at once.
  const [changePassword] = useMutation(ChangePasswordMutation, { refetchQueries: [MySessionsQuery] });
  const { register, handleSubmit, setError, reset, formState } = useForm<PasswordValues>({
    defaultValues: { currentPassword: '', newPassword: '', confirm: '' },
  });
  const [failure, setFailure] = useState('');

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword, confirm }) => {
    setFailure('');
    if (confirm !== newPassword) {
      setError('confirm', { type: 'match', message: 'The two passwords do not match — type the same one twice.' }, { shouldFocus: true });
      return;
    }
    try {
      await changePassword({ variables: { input: { currentPassword, newPassword } } });
      reset();
      toaster.create({
        type: 'success',
        title: 'Password changed',
        description: 'Your other devices were signed out; this one stays signed in.',
      });
    } catch (error) {
      setFailure(applyServerErrors(error, setError, ['currentPassword', 'newPassword']));
      toaster.create({ type: 'error', title: 'Your password was not changed', description: readServerError(error).message });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="settings-password">
      <Stack gap="4" maxW="md">
        <Heading id="settings-password" as="h3" size="sm">
          Password
        </Heading>
        {failure && <FormAlert message={failure} />}
        <FormField
          name="currentPassword"
          label="Current password"
          type="password"
          autoComplete="current-password"
          register={register}
          errors={formState.errors}
          rules={{ required: true }}
        />
        <FormField
          name="newPassword"
          label="New password"
          type="password"
          autoComplete="new-password"
          register={register}
          errors={formState.errors}
          rules={{ required: true }}
          helperText={`At least ${PASSWORD_MIN} characters. Your other devices will be signed out.`}
        />
        <FormField
          name="confirm"
          label="New password again"
          type="password"
          autoComplete="new-password"
          register={register}
          errors={formState.errors}
          rules={{ required: true }}
        />
        <Button type="submit" alignSelf="flex-start" colorPalette="brand" loading={formState.isSubmitting} loadingText="Changing">
          Change password
        </Button>
      </Stack>
    </form>
  );
}

interface EmailValues {
  email: string;
  password: string;
}

function EmailForm({ me }: { me: SettingsUserFragment }) {
  const [changeEmail] = useMutation(ChangeEmailMutation);
  const { register, handleSubmit, setError, reset, formState } = useForm<EmailValues>({ defaultValues: { email: '', password: '' } });
  const [failure, setFailure] = useState('');
  const [pending, setPending] = useState('');

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setFailure('');
    try {
      await changeEmail({ variables: { input: { email, password } } });
      const to = email.trim().toLowerCase();
      setPending(to);
      reset();
      toaster.create({ type: 'success', title: 'Check your new inbox', description: `We sent a confirmation link to ${to}.` });
    } catch (error) {
      setFailure(applyServerErrors(error, setError, ['email', 'password']));
      toaster.create({ type: 'error', title: 'Your email was not changed', description: readServerError(error).message });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="settings-email">
      <Stack gap="4" maxW="md">
        <Heading id="settings-email" as="h3" size="sm">
          Sign-in email
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          You sign in with <strong>{me.email}</strong>. A new address takes effect once you open the link we send to it.
        </Text>
        {pending && (
          <Alert.Root status="info" borderRadius="md" role="status">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Confirm {pending} to finish</Alert.Title>
              <Alert.Description>
                The link went to {pending} and works for 24 hours. Until you open it, you keep signing in with {me.email}; we also told that
                address about the change.
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        {failure && <FormAlert message={failure} />}
        <FormField
          name="email"
          label="New email"
          type="email"
          autoComplete="email"
          register={register}
          errors={formState.errors}
          rules={{ required: true, type: 'email' }}
        />
        <FormField
          name="password"
          label="Your password"
          type="password"
          autoComplete="current-password"
          register={register}
          errors={formState.errors}
          rules={{ required: true }}
        />
        <Button type="submit" alignSelf="flex-start" colorPalette="brand" loading={formState.isSubmitting} loadingText="Sending">
          Send confirmation link
        </Button>
      </Stack>
    </form>
  );
}

function FormAlert({ message }: { message: string }) {
  return (
    <Alert.Root status="error" borderRadius="md">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
