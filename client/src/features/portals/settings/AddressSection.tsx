import { useApolloClient, useMutation } from '@apollo/client/react';
import { Button, DataList, HStack, Separator, Stack } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { toaster } from '../../../app/ui/toaster';
import { AddressField } from '../AddressField';
import { describeError } from '../describe-error';
import { applyServerErrors } from '../../forms/server-errors';
import { PortalBySlugQuery } from '../portals.documents';
import { useAvailability } from '../use-availability';
import type { Portal } from '../use-portal';
import { UpdatePortalMutation, UpdatePortalSubDomainMutation } from './portal-settings.documents';
import { useWorkspaceRole } from '../../settings/use-workspace-role';
import { SettingsCard } from './SettingsCard';

/** Where the portal lives: its slug (builder and /p/ addresses) and its sub-domain, each checked as typed. */
export function AddressSection({ portal }: { portal: Portal }) {
  const role = useWorkspaceRole();
  // A member sees the address; changing it (it breaks links) is for admins and owners.
  if (role === 'MEMBER')
    return (
      <SettingsCard title="Address" description="Only admins and owners of this workspace can change a portal’s address.">
        <DataList.Root orientation="horizontal">
          <DataList.Item>
            <DataList.ItemLabel>Sub-domain</DataList.ItemLabel>
            <DataList.ItemValue>{portal.subDomain}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Slug</DataList.ItemLabel>
            <DataList.ItemValue>/p/{portal.slug}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      </SettingsCard>
    );
  return (
    <SettingsCard title="Address" description="Each is unique across Portico. Changing one breaks links that use the old one.">
      <Stack gap="6" separator={<Separator />}>
        <SubDomainForm portal={portal} />
        <SlugForm portal={portal} />
      </Stack>
    </SettingsCard>
  );
}

function SubDomainForm({ portal }: { portal: Portal }) {
  const { register, handleSubmit, setError, reset, watch, formState } = useForm({
    defaultValues: { subDomain: portal.subDomain },
    mode: 'onChange',
  });
  const availability = useAvailability('subDomain', watch('subDomain'), { portalId: portal.id, current: portal.subDomain });
  const [updateSubDomain] = useMutation(UpdatePortalSubDomainMutation);

  const onSubmit = handleSubmit(async ({ subDomain }) => {
    if (availability.state !== 'available') return;
    try {
      const { data } = await updateSubDomain({ variables: { portalId: portal.id, subDomain: subDomain.trim() } });
      const saved = data?.updatePortalSubDomain.subDomain ?? subDomain;
      reset({ subDomain: saved });
      toaster.success({ title: 'Sub-domain saved', description: `Customers now reach ${portal.name} on the sub-domain ${saved}.` });
    } catch (error) {
      applyServerErrors(error, setError, ['subDomain']);
      toaster.error({ title: 'The sub-domain was not changed', description: describeError(error).message });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Sub-domain">
      <Stack gap="3">
        <AddressField
          name="subDomain"
          label="Sub-domain"
          register={register}
          errors={formState.errors}
          rules={{ required: true, min: 3, max: 63 }}
          availability={availability}
          helperText="Letters, digits and hyphens. The published portal answers on this sub-domain of your Portico address."
        />
        <HStack justify="flex-end">
          <Button
            type="submit"
            colorPalette="brand"
            variant="outline"
            loading={formState.isSubmitting}
            loadingText="Saving"
            disabled={availability.state !== 'available'}
          >
            Save sub-domain
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

function SlugForm({ portal }: { portal: Portal }) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { register, handleSubmit, setError, reset, watch, formState } = useForm({ defaultValues: { slug: portal.slug }, mode: 'onChange' });
  const availability = useAvailability('slug', watch('slug'), { portalId: portal.id, current: portal.slug });
  const [updatePortal] = useMutation(UpdatePortalMutation);

  const onSubmit = handleSubmit(async ({ slug }) => {
    if (availability.state !== 'available') return;
    const previous = portal.slug;
    try {
      const { data } = await updatePortal({
        variables: { input: { id: portal.id, slug: slug.trim() } },
        // The new address is known: the screen behind it shows at once, without a request.
        update: (cache, { data: answer }) => {
          if (answer)
            cache.writeQuery({
              query: PortalBySlugQuery,
              variables: { slug: answer.updatePortal.slug },
              data: { portal: answer.updatePortal },
            });
        },
      });
      const saved = data?.updatePortal.slug ?? slug;
      reset({ slug: saved });
      navigate(`/${saved}/settings`, { replace: true, flushSync: true });
      // Now that nothing shows the old address, forget it: visiting it later asks the server (and finds nothing).
      client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'portal', args: { slug: previous } });
      toaster.success({ title: 'Slug changed', description: `This portal is now at /${saved} in Portico and /p/${saved} for customers.` });
    } catch (error) {
      applyServerErrors(error, setError, ['slug']);
      toaster.error({ title: 'The slug was not changed', description: describeError(error).message });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Slug">
      <Stack gap="3">
        <AddressField
          name="slug"
          label="Slug"
          startAddon="/p/"
          register={register}
          errors={formState.errors}
          rules={{ required: true, min: 3, max: 48 }}
          availability={availability}
          helperText={`The portal's path: /${portal.slug}/… here in Portico, /p/${portal.slug} for customers.`}
        />
        <HStack justify="flex-end">
          <Button
            type="submit"
            colorPalette="brand"
            variant="outline"
            loading={formState.isSubmitting}
            loadingText="Saving"
            disabled={availability.state !== 'available'}
          >
            Save slug
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
