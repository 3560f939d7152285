import { useMutation, useQuery } from '@apollo/client/react';
import {
  Button,
  Card,
  Clipboard,
  Field,
  Heading,
  HStack,
  IconButton,
  Input,
  NumberInput,
  Skeleton,
  Stack,
  Switch,
  Tag,
  Text,
} from '@chakra-ui/react';
import { useState, type KeyboardEvent } from 'react';
import { LuCopy, LuExternalLink } from 'react-icons/lu';
import { toaster } from '../../app/ui/toaster';
import { readServerError } from '../forms/server-errors';
import { describeError } from '../portals/describe-error';
import { LoadFailure } from '../portals/LoadFailure';
import type { Portal } from '../portals/use-portal';
import { CustomerLoginConfigQuery, UpdateCustomerLoginConfigMutation } from './customers.documents';

/** How the portal's customers sign in: self sign-up, the domains that may, and how long a link lives. */
export function LoginConfigForm({ portal }: { portal: Portal }) {
  const { data, dataState, error, refetch, loading } = useQuery(CustomerLoginConfigQuery, { variables: { portalId: portal.id } });
  const address = `${window.location.origin}/p/${portal.slug}`;
  return (
    <Stack px={{ base: 6, md: 10 }} py="6" gap="5" maxW="3xl">
      <Card.Root>
        <Card.Body gap="2">
          <Heading size="md">Your customers’ address</Heading>
          <Text color="fg.muted" fontSize="sm">
            Customers sign in here with a link we email them. Share it, or put it on your website.
          </Text>
          <HStack gap="2">
            <Input readOnly value={address} aria-label="Portal address" fontFamily="mono" fontSize="sm" />
            <Clipboard.Root value={address}>
              <Clipboard.Trigger asChild>
                <IconButton variant="outline" aria-label="Copy the address">
                  <Clipboard.Indicator copied="✓">
                    <LuCopy />
                  </Clipboard.Indicator>
                </IconButton>
              </Clipboard.Trigger>
            </Clipboard.Root>
            <Button asChild variant="outline">
              <a href={address} target="_blank" rel="noreferrer">
                <LuExternalLink /> View portal
              </a>
            </Button>
          </HStack>
        </Card.Body>
      </Card.Root>
      {error && dataState !== 'complete' ? (
        <LoadFailure
          title="The sign-in settings could not be loaded"
          message={describeError(error).message}
          onRetry={() => void refetch()}
          retrying={loading}
        />
      ) : dataState !== 'complete' ? (
        <Skeleton h="64" borderRadius="xl" />
      ) : (
        <ConfigCard key={JSON.stringify(data.customerLoginConfig)} portalId={portal.id} initial={data.customerLoginConfig} />
      )}
    </Stack>
  );
}

function ConfigCard({
  portalId,
  initial,
}: {
  portalId: string;
  initial: { selfSignup: boolean; allowedEmailDomains: string[]; magicLinkTtlMinutes: number };
}) {
  const [selfSignup, setSelfSignup] = useState(initial.selfSignup);
  const [domains, setDomains] = useState(initial.allowedEmailDomains);
  const [draft, setDraft] = useState('');
  const [ttl, setTtl] = useState(String(initial.magicLinkTtlMinutes));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [save, { loading }] = useMutation(UpdateCustomerLoginConfigMutation);

  const addDomain = () => {
    const d = draft.trim().toLowerCase().replace(/^@/, '');
    if (d && !domains.includes(d)) setDomains([...domains, d]);
    setDraft('');
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ',') {
      e.preventDefault();
      addDomain();
    }
  };
  const submit = async () => {
    setErrors({});
    const pending = draft.trim() ? [...domains, draft.trim().toLowerCase()] : domains;
    try {
      await save({ variables: { input: { portalId, selfSignup, allowedEmailDomains: pending, magicLinkTtlMinutes: Number(ttl) } } });
      setDraft('');
      toaster.create({ type: 'success', title: 'Sign-in settings saved' });
    } catch (e) {
      const err = readServerError(e);
      if (err.details) {
        const d: Record<string, string> = {};
        for (const [k, v] of Object.entries(err.details)) d[k.startsWith('allowedEmailDomains') ? 'allowedEmailDomains' : k] = v;
        setErrors(d);
      } else toaster.create({ type: 'error', title: 'Not saved', description: err.message });
    }
  };

  return (
    <Card.Root>
      <Card.Body gap="5">
        <Heading size="md">Sign-in settings</Heading>
        <Switch.Root checked={selfSignup} onCheckedChange={(e) => setSelfSignup(e.checked)}>
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>
            Anyone may sign up
            <Text as="span" display="block" fontWeight="normal" color="fg.muted" fontSize="sm">
              Off: only customers you invite can sign in. On: a new email becomes a customer when its link is used.
            </Text>
          </Switch.Label>
        </Switch.Root>
        <Field.Root invalid={Boolean(errors.allowedEmailDomains)} disabled={!selfSignup}>
          <Field.Label>Allowed email domains</Field.Label>
          <HStack gap="2" flexWrap="wrap">
            {domains.map((d) => (
              <Tag.Root key={d} size="lg">
                <Tag.Label>{d}</Tag.Label>
                <Tag.EndElement>
                  <Tag.CloseTrigger aria-label={`Remove ${d}`} onClick={() => setDomains(domains.filter((x) => x !== d))} />
                </Tag.EndElement>
              </Tag.Root>
            ))}
          </HStack>
          <Input
            placeholder="example.com — press Enter to add"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={onKey}
            onBlur={addDomain}
          />
          <Field.HelperText>
            With sign-up on: only these domains (and their sub-domains) may sign up. Empty means any domain.
          </Field.HelperText>
          <Field.ErrorText>{errors.allowedEmailDomains}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.magicLinkTtlMinutes)} maxW="xs">
          <Field.Label>Sign-in link lifetime (minutes)</Field.Label>
          <NumberInput.Root min={5} max={60} value={ttl} onValueChange={(e) => setTtl(e.value)}>
            <NumberInput.Control />
            <NumberInput.Input />
          </NumberInput.Root>
          <Field.HelperText>5 to 60 minutes. Shorter is safer; 15 suits most portals.</Field.HelperText>
          <Field.ErrorText>{errors.magicLinkTtlMinutes}</Field.ErrorText>
        </Field.Root>
        <Button alignSelf="start" colorPalette="brand" loading={loading} onClick={() => void submit()}>
          Save settings
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
