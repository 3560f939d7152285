import { FormActions } from '../forms/FormActions';
import { useMutation } from '@apollo/client/react';
import { Alert, Card, Field, Heading, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { PERSON_NAME_MAX } from '../../../../server/core/limits';
import { BIO_MAX } from '../../../../server/modules/user/user.limits';
import { toaster } from '../../app/ui/toaster';
import { FormField } from '../forms/FormField';
import { fieldRules } from '../forms/messages';
import { applyServerErrors } from '../forms/server-errors';
import type { SettingsUserFragment } from '../../gql/graphql';
import { UpdateMeMutation } from './settings.documents';
import { TimeZonePicker } from './TimeZonePicker';
import { useUpdateSessionUser } from './use-session-user';

interface Values {
  firstName: string;
  lastName: string;
  bio: string;
  timezone: string;
}

const FIELDS: Array<keyof Values> = ['firstName', 'lastName', 'bio', 'timezone'];

const toValues = (me: SettingsUserFragment): Values => ({
  firstName: me.firstName,
  lastName: me.lastName,
  bio: me.bio,
  timezone: me.timezone,
});

/** Names, bio and time zone: one form, one save. */
export function ProfileForm({ me }: { me: SettingsUserFragment }) {
  const [updateMe] = useMutation(UpdateMeMutation);
  const updateSessionUser = useUpdateSessionUser();
  const [failure, setFailure] = useState('');
  const { register, control, handleSubmit, setError, reset, watch, formState } = useForm<Values>({ defaultValues: toValues(me) });
  const bioLength = watch('bio')?.length ?? 0;

  const onSubmit = handleSubmit(async (values) => {
    setFailure('');
    try {
      const { data } = await updateMe({
        variables: {
          input: {
            firstName: values.firstName.trim(),
            lastName: values.lastName.trim(),
            bio: values.bio.trim(),
            timezone: values.timezone,
          },
        },
      });
      if (!data) return;
      reset(toValues(data.updateMe));
      updateSessionUser(data.updateMe);
      toaster.create({ type: 'success', title: 'Profile saved' });
    } catch (error) {
      const message = applyServerErrors(error, setError, FIELDS);
      setFailure(message);
      toaster.create({
        type: 'error',
        title: 'Your profile was not saved',
        description: message || 'Fix the fields marked in red and save again.',
      });
    }
  });

  const field = { register, errors: formState.errors };
  const bioError = formState.errors.bio?.message;
  return (
    <Card.Root as="section" aria-labelledby="settings-profile" borderRadius="xl">
      <Card.Header>
        <Heading id="settings-profile" as="h2" size="md">
          Profile
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          Your name is shown to your team and on the emails Portico sends for you.
        </Text>
      </Card.Header>
      <form onSubmit={onSubmit} noValidate>
        <Card.Body>
          <Stack gap="5">
            {failure && (
              <Alert.Root status="error" borderRadius="md">
                <Alert.Indicator />
                <Alert.Title>{failure}</Alert.Title>
              </Alert.Root>
            )}
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
            <Field.Root invalid={Boolean(bioError)}>
              <Field.Label>Bio</Field.Label>
              <Textarea
                rows={3}
                autoresize
                placeholder="A line or two about you and what you build"
                {...register('bio', fieldRules('Bio', { max: BIO_MAX }))}
              />
              {bioError ? (
                <Field.ErrorText>{bioError}</Field.ErrorText>
              ) : (
                <Field.HelperText>
                  {bioLength} / {BIO_MAX}
                </Field.HelperText>
              )}
            </Field.Root>
            <Controller
              control={control}
              name="timezone"
              rules={{ required: fieldRules('Time zone', { required: true }).required }}
              render={({ field: tz, fieldState }) => (
                <TimeZonePicker
                  value={tz.value}
                  onChange={tz.onChange}
                  error={fieldState.error?.message}
                  disabled={formState.isSubmitting}
                />
              )}
            />
          </Stack>
        </Card.Body>
        <Card.Footer justifyContent="flex-end">
          <FormActions saveLabel="Save profile" dirty={formState.isDirty} submitting={formState.isSubmitting} onDiscard={() => reset()} />
        </Card.Footer>
      </form>
    </Card.Root>
  );
}
