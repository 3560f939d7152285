import { useMutation } from '@apollo/client/react';
import { Box, Button, Card, Checkbox, Field, Grid, HStack, IconButton, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { LuArrowDown, LuArrowUp, LuPlus, LuTrash2 } from 'react-icons/lu';
import { MAX_NAV_ITEMS } from '../../../../server/modules/page/page.rules';
import type { components } from '../../gql/rest';
import type { PortalLayoutFieldsFragment } from '../../gql/graphql';
import { readServerError } from '../forms/server-errors';
import type { LayoutEditorValue } from './editor-context';
import { UpdatePortalLayoutMutation } from './layout.documents';
import { newBlockId } from './puck-model';
import { SaveStatus } from './SaveStatus';
import { useAutosave } from './use-autosave';
import type { SiteSession } from './use-site-session';

type LayoutContent = components['schemas']['LayoutContent'];
type NavItem = LayoutContent['navigation'][number];

const EMPTY: LayoutContent = { navigation: [], header: { showLogo: true, title: '', showSignIn: true }, footer: { text: '', links: [] } };

function normalise(raw: Record<string, unknown>): LayoutContent {
  const l = raw as Partial<LayoutContent>;
  return { navigation: l.navigation ?? [], header: { ...EMPTY.header, ...l.header }, footer: { ...EMPTY.footer, ...l.footer } };
}

/** The portal's navigation, header and footer, saved ~0.8 s after each change like the pages. */
export function SiteLayoutPanel({
  layout,
  editor,
  session,
}: {
  layout: PortalLayoutFieldsFragment;
  editor: LayoutEditorValue;
  session: SiteSession;
}) {
  const [value, setValue] = useState(() => normalise(layout.layout));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const revision = useRef(layout.revision);
  const [update] = useMutation(UpdatePortalLayoutMutation);
  const save = useCallback(
    async (next: LayoutContent) => {
      try {
        const { data } = await update({
          variables: {
            input: { portalId: layout.portalId, layout: next as unknown as Record<string, unknown>, revision: revision.current },
          },
        });
        if (data) revision.current = data.updatePortalLayout.revision;
        session.markChanged();
        setErrors({});
      } catch (error) {
        setErrors(readServerError(error).details ?? {});
        throw error;
      }
    },
    [update, layout.portalId, session],
  );
  const { state, schedule, flush } = useAutosave(save);
  useEffect(() => session.registerFlush(flush), [session, flush]);
  const change = (next: LayoutContent) => {
    setValue(next);
    schedule(next);
  };
  const setNav = (i: number, item: Partial<NavItem>) =>
    change({ ...value, navigation: value.navigation.map((n, j) => (j === i ? { ...n, ...item } : n)) });
  const moveNav = (i: number, by: -1 | 1) => {
    const nav = [...value.navigation];
    const [item] = nav.splice(i, 1);
    nav.splice(i + by, 0, item!);
    change({ ...value, navigation: nav });
  };
  const err = (path: string) => errors[path];

  return (
    <Stack gap="5" maxW="3xl">
      <HStack justify="flex-end">
        <SaveStatus state={state} />
      </HStack>
      <Section title="Navigation" description="The links at the top of every page of the portal.">
        {value.navigation.length === 0 && (
          <Text color="fg.muted">No navigation yet: visitors move between pages through buttons only.</Text>
        )}
        {value.navigation.map((item, i) => (
          <Box key={item.id} as="fieldset" borderWidth="1px" borderRadius="md" p="3" aria-label={`Navigation item ${i + 1}`}>
            <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="3">
              <Field.Root invalid={!!err(`navigation.${i}.label`)}>
                <Field.Label>Label</Field.Label>
                <Input size="sm" value={item.label} onChange={(e) => setNav(i, { label: e.currentTarget.value })} />
                <Field.ErrorText>{err(`navigation.${i}.label`)}</Field.ErrorText>
              </Field.Root>
              <Field.Root>
                <Field.Label>Opens</Field.Label>
                <NativeSelect.Root size="sm">
                  <NativeSelect.Field value={item.kind} onChange={(e) => setNav(i, { kind: e.currentTarget.value as NavItem['kind'] })}>
                    <option value="PAGE">A page</option>
                    <option value="WORKFLOW">A workflow</option>
                    <option value="URL">An address</option>
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
              <Target
                item={item}
                index={i}
                editor={editor}
                error={err(`navigation.${i}.${item.kind === 'PAGE' ? 'pageId' : item.kind === 'URL' ? 'url' : 'workflowId'}`)}
                onChange={(v) => setNav(i, v)}
              />
              <Field.Root>
                <Field.Label>Shown to</Field.Label>
                <NativeSelect.Root size="sm">
                  <NativeSelect.Field
                    value={item.visibility}
                    onChange={(e) => setNav(i, { visibility: e.currentTarget.value as NavItem['visibility'] })}
                  >
                    <option value="EVERYONE">Everyone</option>
                    <option value="CUSTOMERS">Signed-in customers</option>
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
            </Grid>
            <HStack justify="flex-end" mt="2" gap="0">
              <IconButton
                size="xs"
                variant="ghost"
                aria-label={`Move ${item.label || 'item'} up`}
                disabled={i === 0}
                onClick={() => moveNav(i, -1)}
              >
                <LuArrowUp />
              </IconButton>
              <IconButton
                size="xs"
                variant="ghost"
                aria-label={`Move ${item.label || 'item'} down`}
                disabled={i === value.navigation.length - 1}
                onClick={() => moveNav(i, 1)}
              >
                <LuArrowDown />
              </IconButton>
              <IconButton
                size="xs"
                variant="ghost"
                colorPalette="red"
                aria-label={`Remove ${item.label || 'item'}`}
                onClick={() => change({ ...value, navigation: value.navigation.filter((_, j) => j !== i) })}
              >
                <LuTrash2 />
              </IconButton>
            </HStack>
          </Box>
        ))}
        <Box>
          <Button
            size="sm"
            variant="outline"
            disabled={value.navigation.length >= MAX_NAV_ITEMS}
            onClick={() => {
              const page = editor.pages[0];
              change({
                ...value,
                navigation: [
                  ...value.navigation,
                  {
                    id: newBlockId('nav'),
                    label: page?.title ?? 'Home',
                    kind: page ? 'PAGE' : 'URL',
                    pageId: page?.id ?? null,
                    url: page ? null : '/',
                    workflowId: null,
                    visibility: 'EVERYONE',
                  },
                ],
              });
            }}
          >
            <LuPlus /> Add navigation item
          </Button>
          {value.navigation.length >= MAX_NAV_ITEMS && (
            <Text fontSize="sm" color="fg.muted">
              At most {MAX_NAV_ITEMS} items.
            </Text>
          )}
        </Box>
      </Section>

      <Section title="Header">
        <Checkbox.Root
          checked={value.header.showLogo}
          onCheckedChange={(e) => change({ ...value, header: { ...value.header, showLogo: e.checked === true } })}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Show the logo</Checkbox.Label>
        </Checkbox.Root>
        <Field.Root invalid={!!err('header.title')}>
          <Field.Label>Title</Field.Label>
          <Input
            size="sm"
            value={value.header.title}
            placeholder={editor.portal.basicInfo.title || editor.portal.name}
            onChange={(e) => change({ ...value, header: { ...value.header, title: e.currentTarget.value } })}
          />
          {err('header.title') ? (
            <Field.ErrorText>{err('header.title')}</Field.ErrorText>
          ) : (
            <Field.HelperText>Empty: the portal’s title.</Field.HelperText>
          )}
        </Field.Root>
        <Checkbox.Root
          checked={value.header.showSignIn}
          onCheckedChange={(e) => change({ ...value, header: { ...value.header, showSignIn: e.checked === true } })}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Show the sign-in button</Checkbox.Label>
        </Checkbox.Root>
      </Section>

      <Section title="Footer">
        <Field.Root invalid={!!err('footer.text')}>
          <Field.Label>Footer text</Field.Label>
          <Input
            size="sm"
            value={value.footer.text}
            placeholder="© Acme Ltd"
            onChange={(e) => change({ ...value, footer: { ...value.footer, text: e.currentTarget.value } })}
          />
          <Field.ErrorText>{err('footer.text')}</Field.ErrorText>
        </Field.Root>
        {value.footer.links.map((link, i) => (
          <HStack key={i} align="flex-end">
            <Field.Root invalid={!!err(`footer.links.${i}.label`)}>
              <Field.Label>Link {i + 1} label</Field.Label>
              <Input
                size="sm"
                value={link.label}
                onChange={(e) =>
                  change({
                    ...value,
                    footer: {
                      ...value.footer,
                      links: value.footer.links.map((l, j) => (j === i ? { ...l, label: e.currentTarget.value } : l)),
                    },
                  })
                }
              />
              <Field.ErrorText>{err(`footer.links.${i}.label`)}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={!!err(`footer.links.${i}.url`)}>
              <Field.Label>Link {i + 1} address</Field.Label>
              <Input
                size="sm"
                value={link.url}
                placeholder="/privacy or https://…"
                onChange={(e) =>
                  change({
                    ...value,
                    footer: {
                      ...value.footer,
                      links: value.footer.links.map((l, j) => (j === i ? { ...l, url: e.currentTarget.value } : l)),
                    },
                  })
                }
              />
              <Field.ErrorText>{err(`footer.links.${i}.url`)}</Field.ErrorText>
            </Field.Root>
            <IconButton
              size="sm"
              variant="ghost"
              colorPalette="red"
              aria-label={`Remove footer link ${i + 1}`}
              onClick={() => change({ ...value, footer: { ...value.footer, links: value.footer.links.filter((_, j) => j !== i) } })}
            >
              <LuTrash2 />
            </IconButton>
          </HStack>
        ))}
        <Box>
          <Button
            size="sm"
            variant="outline"
            disabled={value.footer.links.length >= 6}
            onClick={() =>
              change({ ...value, footer: { ...value.footer, links: [...value.footer.links, { label: 'Privacy', url: '/privacy' }] } })
            }
          >
            <LuPlus /> Add footer link
          </Button>
        </Box>
      </Section>
    </Stack>
  );
}

function Target({
  item,
  index,
  editor,
  error,
  onChange,
}: {
  item: NavItem;
  index: number;
  editor: LayoutEditorValue;
  error?: string;
  onChange: (v: Partial<NavItem>) => void;
}) {
  const label = item.kind === 'PAGE' ? 'Page' : item.kind === 'WORKFLOW' ? 'Workflow' : 'Address';
  return (
    <Field.Root invalid={!!error}>
      <Field.Label>{label}</Field.Label>
      {item.kind === 'URL' ? (
        <Input
          size="sm"
          aria-label={`Address of item ${index + 1}`}
          value={item.url ?? ''}
          placeholder="/pricing or https://…"
          onChange={(e) => onChange({ url: e.currentTarget.value })}
        />
      ) : (
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            value={(item.kind === 'PAGE' ? item.pageId : item.workflowId) ?? ''}
            onChange={(e) =>
              onChange(item.kind === 'PAGE' ? { pageId: e.currentTarget.value || null } : { workflowId: e.currentTarget.value || null })
            }
          >
            <option value="">Choose…</option>
            {(item.kind === 'PAGE' ? editor.pages.map((p) => ({ id: p.id, name: `${p.title} (${p.path})` })) : editor.workflows).map(
              (o) => (
                <option key={o.id} value={o.id}>
                  {o.name}
                </option>
              ),
            )}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-label={title} size="sm">
      <Card.Header>
        <Card.Title>{title}</Card.Title>
        {description && <Card.Description>{description}</Card.Description>}
      </Card.Header>
      <Card.Body>
        <Stack gap="3">{children}</Stack>
      </Card.Body>
    </Card.Root>
  );
}
