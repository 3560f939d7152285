import { useApolloClient, useMutation } from '@apollo/client/react';
import { Button, Code, DataList, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { PORTAL_SLUG_MAX, PORTAL_SLUG_MIN, SUB_DOMAIN_MAX, SUB_DOMAIN_MIN } from '../../../../../server/modules/portal/portal.limits';
import { toaster } from '../../../app/ui/toaster';
import { AddressField } from '../AddressField';
import { describeError } from '../describe-error';
import { applyServerErrors } from '../../forms/server-errors';
import { PortalBySlugQuery } from '../portals.documents';
import { customerAddresses, PortalAddress } from '../PortalAddress';
import { useAvailability } from '../use-availability';
import type { Portal } from '../use-portal';
import { UpdatePortalMutation, UpdatePortalSubDomainMutation } from './portal-settings.documents';
import { useWorkspaceRole } from '../../settings/use-workspace-role';
import { ConfirmAddressChange, type AddressChange } from './ConfirmAddressChange';
import type { SettingsForm } from './PortalSettings';
import { SettingsCard } from './SettingsCard';
import { SETTINGS_NAVIGATION } from './use-unsaved-guard';

type DirtyChange = (form: SettingsForm, dirty: boolean) => void;

/** The sub-domain address with another label: the host's first label swapped. */
const withSubDomain = (url: string, subDomain: string) => {
  const address = new URL(url);
  address.hostname = `${subDomain}${address.hostname.slice(address.hostname.indexOf('.'))}`;
  return address.origin;
};

/** Slug versus sub-domain, in one sentence that is true for this server. */
function AddressExplained({ portal }: { portal: Portal }) {
  const domain = portal.subDomainUrl ? new URL(portal.subDomainUrl).host.slice(portal.subDomain.length + 1) : null;
  return (
    <Text fontSize="sm" color="fg.muted">
      The slug is the portal’s name in Portico’s addresses (<Code>/{portal.slug}</Code> for you, <Code>/p/{portal.slug}</Code> for
      customers); the sub-domain is{' '}
      {domain ? (
        <>
          the address your customers type (
          <Code>
            {portal.subDomain}.{domain}
          </Code>
          ).
        </>
      ) : (
        <>
          the address your customers will type once this Portico server has a domain of its own for portals (whoever runs it sets that up).
        </>
      )}
    </Text>
  );
}

/** Where the portal lives: its customer addresses, then its sub-domain and slug, each checked as typed. */
export function AddressSection({ portal, onDirtyChange, dirty }: { portal: Portal; onDirtyChange: DirtyChange; dirty: boolean }) {
  const role = useWorkspaceRole();
  const addresses = (
    <Stack gap="3">
      <PortalAddress portal={portal} name={portal.name} role="group" aria-label="Customer address" />
      <AddressExplained portal={portal} />
    </Stack>
  );
  // A member sees the address; changing it (it breaks links) is for admins and owners.
  if (role === 'MEMBER')
    return (
      <SettingsCard title="Address" description="Only admins and owners of this workspace can change a portal’s address.">
        <Stack gap="6" separator={<Separator />}>
          {addresses}
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
        </Stack>
      </SettingsCard>
    );
  return (
    <SettingsCard
      title="Address"
      dirty={dirty}
      description="Where customers reach the portal. Each part is unique across Portico; changing one breaks links that use the old one."
    >
      <Stack gap="6" separator={<Separator />}>
        {addresses}
        <SubDomainForm portal={portal} onDirtyChange={onDirtyChange} />
        <SlugForm portal={portal} onDirtyChange={onDirtyChange} />
      </Stack>
    </SettingsCard>
  );
}

function SubDomainForm({ portal, onDirtyChange }: { portal: Portal; onDirtyChange: DirtyChange }) {
  const { register, handleSubmit, setError, reset, watch, formState } = useForm({
    defaultValues: { subDomain: portal.subDomain },
    mode: 'onChange',
  });
  const availability = useAvailability('subDomain', watch('subDomain'), { portalId: portal.id, current: portal.subDomain });
  const [updateSubDomain, { loading }] = useMutation(UpdatePortalSubDomainMutation);
  const [change, setChange] = useState<AddressChange | null>(null);
  useEffect(() => onDirtyChange('subDomain', formState.isDirty), [onDirtyChange, formState.isDirty]);

  // Saving asks first: the old address stops working.
  const onSubmit = handleSubmit(({ subDomain }) => {
    if (availability.state !== 'available') return;
    const next = subDomain.trim();
    const { subDomain: url } = customerAddresses(portal);
    setChange(
      url ? { what: 'sub-domain', from: url, to: withSubDomain(url, next) } : { what: 'sub-domain', from: portal.subDomain, to: next },
    );
  });

  const save = async () => {
    const subDomain = watch('subDomain');
    try {
      const { data } = await updateSubDomain({ variables: { portalId: portal.id, subDomain: subDomain.trim() } });
      const saved = data?.updatePortalSubDomain.subDomain ?? subDomain;
      reset({ subDomain: saved });
      toaster.success({ title: 'Sub-domain saved', description: `Customers now reach ${portal.name} on the sub-domain ${saved}.` });
    } catch (error) {
      applyServerErrors(error, setError, ['subDomain']);
      toaster.error({ title: 'The sub-domain was not changed', description: describeError(error).message });
    } finally {
      setChange(null);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Sub-domain">
      <ConfirmAddressChange change={change} busy={loading} onConfirm={() => void save()} onCancel={() => setChange(null)} />
      <Stack gap="3">
        <AddressField
          name="subDomain"
          label="Sub-domain"
          register={register}
          errors={formState.errors}
          rules={{ required: true, min: SUB_DOMAIN_MIN, max: SUB_DOMAIN_MAX }}
          availability={availability}
          helperText="Letters, digits and hyphens. The published portal answers on this sub-domain of your Portico address."
        />
        <HStack justify="flex-end">
          <Button
            type="submit"
            colorPalette="brand"
            variant="outline"
            loading={loading}
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

function SlugForm({ portal, onDirtyChange }: { portal: Portal; onDirtyChange: DirtyChange }) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { register, handleSubmit, setError, reset, watch, formState } = useForm({ defaultValues: { slug: portal.slug }, mode: 'onChange' });
  const availability = useAvailability('slug', watch('slug'), { portalId: portal.id, current: portal.slug });
  const [updatePortal, { loading }] = useMutation(UpdatePortalMutation);
  const [change, setChange] = useState<AddressChange | null>(null);
  useEffect(() => onDirtyChange('slug', formState.isDirty), [onDirtyChange, formState.isDirty]);

  const onSubmit = handleSubmit(({ slug }) => {
    if (availability.state !== 'available') return;
    const { path } = customerAddresses(portal);
    setChange({ what: 'slug', from: path, to: customerAddresses({ ...portal, slug: slug.trim() }).path });
  });

  const save = async () => {
    const slug = watch('slug');
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
      // The other sections keep their edits across the move (same portal, same screen).
      navigate(`/${saved}/settings`, { replace: true, flushSync: true, state: SETTINGS_NAVIGATION });
      // Now that nothing shows the old address, forget it: visiting it later asks the server (and finds nothing).
      client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'portal', args: { slug: previous } });
      toaster.success({ title: 'Slug changed', description: `This portal is now at /${saved} in Portico and /p/${saved} for customers.` });
    } catch (error) {
      applyServerErrors(error, setError, ['slug']);
      toaster.error({ title: 'The slug was not changed', description: describeError(error).message });
    } finally {
      setChange(null);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Slug">
      <ConfirmAddressChange change={change} busy={loading} onConfirm={() => void save()} onCancel={() => setChange(null)} />
      <Stack gap="3">
        <AddressField
          name="slug"
          label="Slug"
          startAddon="/p/"
          register={register}
          errors={formState.errors}
          rules={{ required: true, min: PORTAL_SLUG_MIN, max: PORTAL_SLUG_MAX }}
          availability={availability}
          helperText={`The portal's path: /${portal.slug}/… here in Portico, /p/${portal.slug} for customers.`}
        />
        <HStack justify="flex-end">
          <Button
            type="submit"
            colorPalette="brand"
            variant="outline"
            loading={loading}
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
