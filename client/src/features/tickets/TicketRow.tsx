import { Badge, Box, HStack, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { TicketFieldsFragment } from '../../gql/graphql';
import { ago, fullDate, PRIORITY, TICKET_STATUS } from '../customers/format';

/** One ticket in a list: unread dot, number, subject, who, status, priority, last activity. */
export function TicketRow({
  ticket: t,
  portalSlug,
  showCustomer = true,
}: {
  ticket: TicketFieldsFragment;
  portalSlug: string;
  showCustomer?: boolean;
}) {
  return (
    <HStack
      as="li"
      justify="space-between"
      gap="4"
      py="3"
      px="4"
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: 0 }}
      _hover={{ bg: 'bg.muted' }}
    >
      <HStack gap="3" minW="0">
        <Box w="2.5" flexShrink={0}>
          {t.unread ? (
            <Box boxSize="2.5" borderRadius="full" bg="colorPalette.solid" colorPalette="brand" role="img" aria-label="Unread" />
          ) : null}
        </Box>
        <Box minW="0">
          <Link asChild fontWeight={t.unread ? 'bold' : 'medium'} color="fg">
            <RouterLink to={`/${portalSlug}/customer/tickets/${t.id}`}>
              <Text as="span" color="fg.muted" fontWeight="normal" me="1.5">
                #{t.number}
              </Text>
              {t.subject}
            </RouterLink>
          </Link>
          <Text fontSize="sm" color="fg.muted" truncate>
            {showCustomer ? `${t.customer.name || t.customer.email} · ` : ''}
            {t.messageCount} {t.messageCount === 1 ? 'message' : 'messages'}
            {t.assignee ? ` · ${t.assignee.name}` : ' · Unassigned'}
          </Text>
        </Box>
      </HStack>
      <HStack gap="2" flexShrink={0} ps={showCustomer ? { base: '5.5', md: 0 } : '5.5'}>
        <Badge colorPalette={PRIORITY[t.priority].palette} variant="outline">
          {PRIORITY[t.priority].label}
        </Badge>
        <Badge colorPalette={TICKET_STATUS[t.status].palette}>{TICKET_STATUS[t.status].label}</Badge>
        <Text
          fontSize="sm"
          color="fg.muted"
          minW="20"
          textAlign={showCustomer ? 'end' : 'start'}
          title={fullDate(t.lastMessageAt as string)}
        >
          {ago(t.lastMessageAt as string)}
        </Text>
      </HStack>
    </HStack>
  );
}
