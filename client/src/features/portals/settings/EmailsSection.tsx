import { useQuery } from '@apollo/client/react';
import { Box, Field, Grid, Heading, HStack, NativeSelect, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import type { PortalEmailTemplate } from '../../../gql/graphql';
import { describeError } from '../describe-error';
import { LoadFailure } from '../LoadFailure';
import type { Portal } from '../use-portal';
import { PortalEmailPreviewQuery } from './portal-settings.documents';
import { SettingsCard } from './SettingsCard';

/** The mails customers get, in the order they usually meet them (the enum is the server's). */
const TEMPLATES: Record<PortalEmailTemplate, string> = {
  INVITATION: 'Invitation',
  SIGN_IN: 'Sign-in link',
  TICKET_REPLY: 'Reply to a ticket',
  WORKFLOW_ASSIGNED: 'Workflow assigned',
  WORKFLOW_APPROVED: 'Workflow step approved',
  WORKFLOW_COMPLETED: 'Workflow completed',
  WORKFLOW_NOT_APPROVED: 'Workflow not approved',
  WORKFLOW_RESUME_LINK: 'Link to continue a workflow',
};

/**
 * What the portal's customers receive, drawn by the server with the code that sends it (in the
 * portal's saved name, logo, colour and support email), shown in a sandboxed frame (no scripts, no
 * navigation) with its plain-text part beside it.
 */
export function EmailsSection({ portal }: { portal: Portal }) {
  const [template, setTemplate] = useState<PortalEmailTemplate>('INVITATION');
  const { data, error, loading, refetch } = useQuery(PortalEmailPreviewQuery, {
    variables: { portalId: portal.id, template },
    fetchPolicy: 'cache-and-network',
  });
  // A saved change of the name, logo, theme or support email shows at once.
  useEffect(() => {
    void refetch();
  }, [portal.updatedAt, portal.logoUrl, refetch]);
  const preview = data?.portalEmailPreview;

  return (
    <SettingsCard
      title="Emails"
      description="What your customers receive: sent in your portal's name, with its logo and primary colour. Replies go to the support email of Basic info."
    >
      <Stack gap="5">
        <Field.Root maxW="sm">
          <Field.Label>Email</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={template} onChange={(e) => setTemplate(e.currentTarget.value as PortalEmailTemplate)}>
              {(Object.keys(TEMPLATES) as PortalEmailTemplate[]).map((key) => (
                <option key={key} value={key}>
                  {TEMPLATES[key]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>

        {error && !preview ? (
          <LoadFailure
            title="The preview did not load"
            message={describeError(error).message}
            onRetry={() => void refetch()}
            retrying={loading}
          />
        ) : !preview || preview.template !== template ? (
          <Stack gap="3" aria-busy="true" aria-label="Loading the preview">
            <Skeleton h="5" maxW="md" />
            <Skeleton h="5" maxW="sm" />
            <Skeleton h="96" />
          </Stack>
        ) : (
          <Stack gap="4">
            <Grid
              as="dl"
              templateColumns={{ base: '1fr', sm: 'max-content 1fr' }}
              columnGap="4"
              rowGap={{ base: 0, sm: 1 }}
              fontSize="sm"
              aria-label="Headers"
            >
              <Text as="dt" color="fg.muted">
                From
              </Text>
              <Text as="dd" mb={{ base: 2, sm: 0 }} wordBreak="break-word">
                {preview.from}
              </Text>
              <Text as="dt" color="fg.muted">
                Reply-To
              </Text>
              <Text as="dd" mb={{ base: 2, sm: 0 }} wordBreak="break-word">
                {preview.replyTo ?? 'None — add a support email in Basic info so customers can answer.'}
              </Text>
              <Text as="dt" color="fg.muted">
                Subject
              </Text>
              <Text as="dd" fontWeight="medium" wordBreak="break-word">
                {preview.subject}
              </Text>
            </Grid>
            <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="4">
              <Box borderWidth="1px" borderRadius="lg" overflow="hidden" bg="gray.100">
                <Box
                  as="iframe"
                  // Scripts, forms, pop-ups and navigation stay off. Same origin only so the page's image policy
                  // ('self') lets the logo load; with no scripts, nothing in the frame can use that origin.
                  {...{ sandbox: 'allow-same-origin', srcDoc: preview.html, title: `${TEMPLATES[template]} email, as customers see it` }}
                  display="block"
                  w="full"
                  h={{ base: '560px', md: '640px' }}
                  border="0"
                />
              </Box>
              <Stack gap="2" minW="0">
                <HStack justify="space-between">
                  <Heading as="h3" size="sm">
                    Plain text
                  </Heading>
                  <Text fontSize="xs" color="fg.muted">
                    For mail apps that show no HTML
                  </Text>
                </HStack>
                <Box
                  as="pre"
                  aria-label="Plain-text version"
                  tabIndex={0}
                  flex="1"
                  maxH={{ base: '320px', xl: '600px' }}
                  overflow="auto"
                  p="3"
                  borderWidth="1px"
                  borderRadius="lg"
                  bg="bg.subtle"
                  fontSize="xs"
                  lineHeight="1.6"
                  whiteSpace="pre-wrap"
                  wordBreak="break-word"
                  fontFamily="mono"
                >
                  {preview.text}
                </Box>
              </Stack>
            </Grid>
          </Stack>
        )}
      </Stack>
    </SettingsCard>
  );
}
