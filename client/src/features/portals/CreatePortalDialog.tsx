import { useMutation } from '@apollo/client/react';
import { Box, Button, Dialog, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { PORTAL_NAME_MAX, SUB_DOMAIN_MAX, SUB_DOMAIN_MIN } from '../../../../server/modules/portal/portal.limits';
import { DialogShell } from '../../app/ui/DialogShell';
import { toaster } from '../../app/ui/toaster';
import { FormFailure } from '../auth/AuthCard';
import { FormField } from '../forms/FormField';
import { AddressField } from './AddressField';
import { applyServerErrors } from '../forms/server-errors';
import { PORTALS_PAGE_SIZE } from './PortalList';
import { CreatePortalMutation, PortalListQuery } from './portals.documents';
import { useAvailability } from './use-availability';
import { SameNameWarning, useSameNamePortal } from './use-same-name';

interface Values {
  name: string;
  subDomain: string;
}

/** "New portal": a name and, if the builder wants one now, a sub-domain. */
export function CreatePortalDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <DialogShell open={open} onClose={() => onOpenChange(false)} size={{ mdDown: 'full', md: 'md' }}>
      {/* Mounted per opening, so every opening starts from an empty form. */}
      <CreatePortalForm onDone={() => onOpenChange(false)} />
    </DialogShell>
  );
}

function CreatePortalForm({ onDone }: { onDone: () => void }) {
  const [failure, setFailure] = useState('');
  const { register, handleSubmit, setError, watch, formState } = useForm<Values>({
    defaultValues: { name: '', subDomain: '' },
    mode: 'onTouched',
  });
  const navigate = useNavigate();
  const availability = useAvailability('subDomain', watch('subDomain'));
  const twin = useSameNamePortal(watch('name'));
  const [createPortal] = useMutation(CreatePortalMutation, {
    refetchQueries: [{ query: PortalListQuery, variables: { first: PORTALS_PAGE_SIZE } }],
    awaitRefetchQueries: true,
  });
  const blocked = availability.state === 'checking' || availability.state === 'taken';

  const onSubmit = handleSubmit(async ({ name, subDomain }) => {
    setFailure('');
    try {
      const { data } = await createPortal({ variables: { input: { name: name.trim(), subDomain: subDomain.trim() || undefined } } });
      const portal = data?.createPortal;
      onDone();
      if (!portal) return;
      // Straight into the new portal: its settings are where its address, logo and theme are set.
      navigate(`/${portal.slug}/settings`);
      toaster.success({
        title: 'Portal created',
        description: `${portal.name} is ready at /p/${portal.slug}. Add a logo and a theme here, then share its address.`,
      });
    } catch (error) {
      setFailure(applyServerErrors(error, setError, ['name', 'subDomain']));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Dialog.Header>
        <Dialog.Title>New portal</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="5">
          <Dialog.Description color="fg.muted">
            Give it the name your clients know you by. You can change everything later in the portal's settings.
          </Dialog.Description>
          <FormFailure message={failure} />
          <Box>
            <FormField
              name="name"
              label="Portal name"
              placeholder="Acme Clients"
              autoComplete="off"
              register={register}
              errors={formState.errors}
              rules={{ required: true, max: PORTAL_NAME_MAX }}
            />
            <SameNameWarning twin={twin} />
          </Box>
          <AddressField
            name="subDomain"
            label="Sub-domain"
            placeholder="acme-clients"
            register={register}
            errors={formState.errors}
            rules={{ min: SUB_DOMAIN_MIN, max: SUB_DOMAIN_MAX }}
            availability={availability}
            helperText="Optional. Leave it empty and Portico makes one from the name."
          />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline" disabled={formState.isSubmitting}>
            Cancel
          </Button>
        </Dialog.ActionTrigger>
        <Button type="submit" colorPalette="brand" loading={formState.isSubmitting} loadingText="Creating" disabled={blocked}>
          Create portal
        </Button>
      </Dialog.Footer>
    </form>
  );
}
