import { Badge, Box, Card, Heading, HStack, Text } from '@chakra-ui/react';
import { useId, type FormEventHandler, type ReactNode } from 'react';

interface Props {
  title: string;
  description: ReactNode;
  children: ReactNode;
  /** The actions under the card, right-aligned: Save, Reset… */
  footer?: ReactNode;
  /** Makes the card a form, named by its title. */
  onSubmit?: FormEventHandler<HTMLFormElement>;
  danger?: boolean;
  /** Edits not saved yet: a badge beside the title says so. */
  dirty?: boolean;
}

/** One section of the portal's settings: a titled card, a form when it saves something. */
export function SettingsCard({ title, description, children, footer, onSubmit, danger, dirty }: Props) {
  const id = useId();
  const content = (
    <>
      <Card.Header gap="1">
        <HStack gap="3" flexWrap="wrap">
          <Heading id={id} as="h2" size="md" color={danger ? 'red.fg' : undefined}>
            {title}
          </Heading>
          {dirty && (
            <Badge colorPalette="orange" variant="subtle" size="sm">
              <Box as="span" boxSize="1.5" borderRadius="full" bg="orange.solid" aria-hidden="true" />
              Unsaved changes
            </Badge>
          )}
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {description}
        </Text>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
      {footer && (
        <Card.Footer justifyContent="flex-end" gap="3" borderTopWidth="1px" pt="4" flexWrap="wrap">
          {footer}
        </Card.Footer>
      )}
    </>
  );
  const frame = { borderRadius: 'xl', borderColor: danger ? 'red.muted' : undefined } as const;
  return onSubmit ? (
    <Card.Root asChild {...frame}>
      <form onSubmit={onSubmit} noValidate aria-labelledby={id}>
        {content}
      </form>
    </Card.Root>
  ) : (
    <Card.Root as="section" aria-labelledby={id} {...frame}>
      {content}
    </Card.Root>
  );
}
