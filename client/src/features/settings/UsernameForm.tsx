import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Card, DataList, Field, Heading, HStack, Icon, Input, InputGroup, Spinner, Stack, Text } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { LuCircleCheck, LuCircleX } from 'react-icons/lu';
import { USERNAME_MAX, USERNAME_MIN } from '../../../../server/core/limits';
import { toaster } from '../../app/ui/toaster';
import type { SettingsUserFragment } from '../../gql/graphql';
import { applyServerErrors, readServerError } from '../forms/server-errors';
import { ChangeUsernameMutation, UsernameAvailabilityQuery } from './settings.documents';
import { useDebouncedValue } from './use-debounced-value';
import { useUpdateSessionUser } from './use-session-user';

export const USERNAME_CHECK_DELAY_MS = 300;

type Check =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'failed'; message: string }
  | { status: 'available' | 'unavailable'; reason: string | null };

const normalise = (value: string) => value.trim().toLowerCase();

/** The account's email (read only) and its username, checked live as it is typed. */
export function UsernameForm({ me }: { me: SettingsUserFragment }) {
  const updateSessionUser = useUpdateSessionUser();
  const [changeUsername] = useMutation(ChangeUsernameMutation);
  const { register, handleSubmit, setError, clearErrors, reset, watch, formState } = useForm<{ username: string }>({
    defaultValues: { username: me.username ?? '' },
  });
  const typed = normalise(watch('username') ?? '');
  const settled = useDebouncedValue(typed, USERNAME_CHECK_DELAY_MS);
  const unchanged = typed === (me.username ?? '');
  const availability = useQuery(UsernameAvailabilityQuery, {
    variables: { username: settled },
    skip: !settled || settled === (me.username ?? ''),
    fetchPolicy: 'network-only',
  });

  let check: Check = { status: 'idle' };
  if (typed && !unchanged) {
    const answered = availability.dataState === 'complete' && !availability.loading && availability.variables?.username === typed;
    if (typed === settled && availability.error && !availability.loading)
      check = { status: 'failed', message: readServerError(availability.error).message };
    else if (typed !== settled || !answered) check = { status: 'checking' };
    else
      check = {
        status: availability.data.usernameAvailability.available ? 'available' : 'unavailable',
        reason: availability.data.usernameAvailability.reason ?? null,
      };
  }

  const onSubmit = handleSubmit(async () => {
    if (check.status !== 'available') return;
    try {
      const { data } = await changeUsername({ variables: { username: typed } });
      if (!data) return;
      reset({ username: data.changeUsername.username ?? '' });
      updateSessionUser(data.changeUsername);
      toaster.create({ type: 'success', title: 'Username saved', description: `You are @${data.changeUsername.username} now.` });
    } catch (error) {
      applyServerErrors(error, setError, ['username']);
      toaster.create({ type: 'error', title: 'Your username was not saved', description: readServerError(error).message });
      void availability.refetch();
    }
  });

  const fieldError = formState.errors.username?.message;
  const invalid = Boolean(fieldError) || check.status === 'unavailable' || check.status === 'failed';
  return (
    <Card.Root as="section" aria-labelledby="settings-account" borderRadius="xl">
      <Card.Header>
        <Heading id="settings-account" as="h2" size="md">
          Account
        </Heading>
      </Card.Header>
      <form onSubmit={onSubmit} noValidate>
        <Card.Body>
          <Stack gap="5">
            <DataList.Root orientation={{ base: 'vertical', sm: 'horizontal' }}>
              <DataList.Item>
                <DataList.ItemLabel>Email</DataList.ItemLabel>
                <DataList.ItemValue>
                  <HStack flexWrap="wrap" minW="0">
                    <Text overflowWrap="anywhere">{me.email}</Text>
                    <Badge colorPalette={me.emailVerified ? 'green' : 'orange'}>{me.emailVerified ? 'Verified' : 'Not verified'}</Badge>
                  </HStack>
                </DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>Member since</DataList.ItemLabel>
                <DataList.ItemValue>{new Date(me.createdAt).toLocaleDateString(undefined, { dateStyle: 'long' })}</DataList.ItemValue>
              </DataList.Item>
            </DataList.Root>
            <Field.Root invalid={invalid}>
              <Field.Label>Username</Field.Label>
              <InputGroup startElement="@">
                <Input
                  autoComplete="username"
                  spellCheck={false}
                  autoCapitalize="none"
                  placeholder="grace-hopper"
                  maxLength={USERNAME_MAX}
                  {...register('username', {
                    onChange: () => {
                      if (formState.errors.username) clearErrors('username');
                    },
                  })}
                />
              </InputGroup>
              <UsernameStatus
                check={check}
                fieldError={fieldError}
                typed={typed}
                saved={me.username}
                onRetry={() => void availability.refetch()}
              />
            </Field.Root>
          </Stack>
        </Card.Body>
        <Card.Footer justifyContent="flex-end">
          <Button
            type="submit"
            colorPalette="brand"
            loading={formState.isSubmitting}
            loadingText="Saving"
            disabled={check.status !== 'available'}
          >
            Save username
          </Button>
        </Card.Footer>
      </form>
    </Card.Root>
  );
}

interface StatusProps {
  check: Check;
  fieldError?: string;
  typed: string;
  saved: string | null;
  onRetry(): void;
}

function UsernameStatus({ check, fieldError, typed, saved, onRetry }: StatusProps) {
  if (fieldError) return <Field.ErrorText>{fieldError}</Field.ErrorText>;
  switch (check.status) {
    case 'checking':
      return (
        <Field.HelperText aria-live="polite">
          <HStack gap="1.5">
            <Spinner size="xs" /> Checking whether @{typed} is free…
          </HStack>
        </Field.HelperText>
      );
    case 'available':
      return (
        <Field.HelperText aria-live="polite" color="fg.success">
          <HStack gap="1.5">
            <Icon as={LuCircleCheck} /> @{typed} is available{check.reason ? ` — ${check.reason}` : '.'}
          </HStack>
        </Field.HelperText>
      );
    case 'unavailable':
      return (
        <Field.ErrorText aria-live="polite">
          <HStack gap="1.5">
            <Icon as={LuCircleX} /> {check.reason ?? `@${typed} cannot be used.`}
          </HStack>
        </Field.ErrorText>
      );
    case 'failed':
      return (
        <Field.ErrorText aria-live="polite">
          <HStack gap="1.5">
            <Icon as={LuCircleX} /> The check did not answer: {check.message}
            <Button size="xs" variant="plain" px="0" color="brand.fg" onClick={onRetry}>
              Check again
            </Button>
          </HStack>
        </Field.ErrorText>
      );
    default:
      return (
        <Field.HelperText>
          {saved
            ? `Your handle in Portico. ${USERNAME_MIN}–${USERNAME_MAX} characters: a–z, 0–9, _ and -.`
            : `Not chosen yet. ${USERNAME_MIN}–${USERNAME_MAX} characters: a–z, 0–9, _ and -, starting with a letter.`}
        </Field.HelperText>
      );
  }
}
