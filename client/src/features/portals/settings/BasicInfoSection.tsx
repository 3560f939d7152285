import { FormActions } from '../../forms/FormActions';
import { useMutation } from '@apollo/client/react';
import { Box, Field, GridItem, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { EMAIL_MAX } from '../../../../../server/core/limits';
import { PORTAL_DESCRIPTION_MAX, PORTAL_NAME_MAX, PORTAL_TITLE_MAX } from '../../../../../server/modules/portal/portal.limits';
import { toaster } from '../../../app/ui/toaster';
import { FormFailure } from '../../auth/AuthCard';
import { FormField } from '../../forms/FormField';
import { fieldRules } from '../../forms/messages';
import { applyServerErrors } from '../../forms/server-errors';
import type { Portal } from '../use-portal';
import { SameNameWarning, useSameNamePortal } from '../use-same-name';
import { UpdatePortalBasicInfoMutation, UpdatePortalMutation } from './portal-settings.documents';
import { SettingsCard } from './SettingsCard';

export interface BasicInfoValues {
  name: string;
  title: string;
  description: string;
  supportEmail: string;
}

export const basicInfoValues = (portal: Portal): BasicInfoValues => ({
  name: portal.name,
  title: portal.basicInfo.title,
  description: portal.basicInfo.description,
  supportEmail: portal.basicInfo.supportEmail ?? '',
});

/** Name (the builder's) and what customers read: title, description, support email. */
export function BasicInfoSection({ portal, form }: { portal: Portal; form: UseFormReturn<BasicInfoValues> }) {
  const { register, handleSubmit, setError, reset, formState, watch } = form;
  const twin = useSameNamePortal(watch('name'), portal.id);
  const [failure, setFailure] = useState('');
  const [updatePortal] = useMutation(UpdatePortalMutation);
  const [updateBasicInfo] = useMutation(UpdatePortalBasicInfoMutation);

  const onSubmit = handleSubmit(async (values) => {
    setFailure('');
    const dirty = formState.dirtyFields;
    try {
      let saved = portal;
      if (dirty.name) {
        const { data } = await updatePortal({ variables: { input: { id: portal.id, name: values.name.trim() } } });
        if (data) saved = data.updatePortal;
      }
      if (dirty.title || dirty.description || dirty.supportEmail) {
        const basicInfo = {
          title: values.title.trim(),
          description: values.description.trim(),
          supportEmail: values.supportEmail.trim() || null,
        };
        const { data } = await updateBasicInfo({ variables: { portalId: portal.id, basicInfo } });
        if (data) saved = data.updatePortalBasicInfo;
      }
      reset(basicInfoValues(saved));
      toaster.success({ title: 'Basic info saved', description: 'Customers see the new details the next time they open the portal.' });
    } catch (error) {
      setFailure(applyServerErrors(error, setError, ['name', 'title', 'description', 'supportEmail']));
    }
  });

  const field = { register, errors: formState.errors };
  const descriptionError = formState.errors.description?.message;
  return (
    <SettingsCard
      title="Basic info"
      description="The portal's name in Portico, and what your customers read in its header and on its home page."
      onSubmit={onSubmit}
      dirty={formState.isDirty}
      footer={
        <FormActions saveLabel="Save basic info" dirty={formState.isDirty} submitting={formState.isSubmitting} onDiscard={() => reset()} />
      }
    >
      <Stack gap="5">
        <FormFailure message={failure} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <Box>
            <FormField
              name="name"
              label="Portal name"
              autoComplete="off"
              {...field}
              rules={{ required: true, max: PORTAL_NAME_MAX }}
              helperText="Only you see it, in Portico."
            />
            <SameNameWarning twin={twin} />
          </Box>
          <FormField
            name="title"
            label="Title"
            autoComplete="off"
            placeholder={portal.name}
            {...field}
            rules={{ max: PORTAL_TITLE_MAX }}
            helperText="In the portal's header and browser tab."
          />
          <GridItem colSpan={{ md: 2 }}>
            <Field.Root invalid={Boolean(descriptionError)}>
              <Field.Label>Description</Field.Label>
              <Textarea
                rows={3}
                autoresize
                placeholder="What your clients can do here, in a sentence or two."
                {...register('description', fieldRules('Description', { max: PORTAL_DESCRIPTION_MAX }))}
              />
              {descriptionError ? (
                <Field.ErrorText>{descriptionError}</Field.ErrorText>
              ) : (
                <Field.HelperText>On the portal's home page. Up to {PORTAL_DESCRIPTION_MAX} characters.</Field.HelperText>
              )}
            </Field.Root>
          </GridItem>
          <FormField
            name="supportEmail"
            label="Support email"
            type="email"
            autoComplete="off"
            placeholder="help@example.com"
            {...field}
            rules={{ type: 'email', max: EMAIL_MAX }}
            helperText="Where customers write for help. Empty hides it."
          />
        </SimpleGrid>
      </Stack>
    </SettingsCard>
  );
}
