import { Box, Flex, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { STATUS_LABEL } from '../../../../../server/modules/ticket/ticket.rules';
import type { PortalThemeInput } from '../../../gql/graphql';
import { FONT_STACKS, initials, MODE_COLORS, panelRadius, RADII, readableOn } from '../../../portal-render/theme-style';

/** What the portal really has, for the preview: its navigation, pages, workflows and latest tickets. */
export interface ThemePreviewContent {
  navigation: string[];
  workflows: string[];
  tickets: Array<{ number: number; subject: string; status: string }>;
}

interface Props {
  theme: PortalThemeInput;
  title: string;
  description: string;
  logoUrl: string | null;
  /** null while it loads: the preview then shows the frame and colours only. */
  content: ThemePreviewContent | null;
}

/**
 * The published portal's home in small, drawn from the form's current values (header with logo and
 * title, a primary button, the accent, the radius, the font, light or dark) and from what the portal
 * has: its navigation, its workflows and its latest tickets — nothing made up. Inline styles, not theme
 * tokens: these are the portal's colours, not Portico's.
 */
export function ThemePreview({ theme, title, description, logoUrl, content }: Props) {
  const mode = MODE_COLORS[theme.mode];
  const radius = RADII[theme.radius];
  const panel = panelRadius(theme.radius);
  const onPrimary = readableOn(theme.primaryColor);
  const onAccent = readableOn(theme.accentColor);
  const nav = content?.navigation.slice(0, 4) ?? [];
  const workflows = content?.workflows.slice(0, 3) ?? [];
  const tickets = content?.tickets.slice(0, 2) ?? [];
  const pill = radius === '0px' ? '0px' : '9999px';
  const panelStyle = { background: mode.surface, border: `1px solid ${mode.border}`, borderRadius: panel };

  return (
    <Box
      as="figure"
      aria-label="Theme preview"
      m="0"
      borderWidth="1px"
      borderRadius="xl"
      overflow="hidden"
      shadow="sm"
      style={{ background: mode.bg, color: mode.fg, fontFamily: FONT_STACKS[theme.font], borderColor: mode.border }}
    >
      {/* Header */}
      <Flex align="center" gap="3" px="4" py="3" style={{ background: mode.surface, borderBottom: `1px solid ${mode.border}` }}>
        {logoUrl ? (
          <Image src={logoUrl} alt={`${title} logo`} boxSize="7" objectFit="contain" />
        ) : (
          <Flex
            aria-hidden="true"
            boxSize="7"
            align="center"
            justify="center"
            fontSize="xs"
            fontWeight="bold"
            style={{ background: theme.primaryColor, color: onPrimary, borderRadius: theme.radius === 'FULL' ? '9999px' : radius }}
          >
            {initials(title)}
          </Flex>
        )}
        <Text fontWeight="bold" fontSize="sm" truncate flex="1" minW="0">
          {title}
        </Text>
        <HStack gap="3" fontSize="xs" hideBelow="sm" aria-hidden="true">
          {nav.map((label, i) => (
            <Text
              key={`${label}-${i}`}
              style={i === 0 ? { color: mode.fg, borderBottom: `2px solid ${theme.accentColor}` } : { color: mode.muted }}
              pb="0.5"
            >
              {label}
            </Text>
          ))}
        </HStack>
      </Flex>

      {/* Home page: the portal's own workflows and tickets */}
      <Stack gap="4" px="5" py="6">
        <Box>
          <Text fontSize="lg" fontWeight="bold" lineHeight="short">
            Welcome to {title}
          </Text>
          {description ? (
            <Text fontSize="sm" mt="1" lineClamp={2} style={{ color: mode.muted }}>
              {description}
            </Text>
          ) : null}
        </Box>
        <HStack gap="2" flexWrap="wrap">
          <Text
            as="span"
            fontSize="sm"
            fontWeight="semibold"
            px="4"
            py="2"
            style={{ background: theme.primaryColor, color: onPrimary, borderRadius: radius }}
          >
            {workflows[0] ? `Start ${workflows[0]}` : 'Raise a ticket'}
          </Text>
          <Text
            as="span"
            fontSize="sm"
            fontWeight="semibold"
            px="4"
            py="2"
            style={{ color: theme.primaryColor, border: `1px solid ${mode.border}`, borderRadius: radius, background: mode.bg }}
          >
            Sign out
          </Text>
        </HStack>
        <Box px="4" py="3" style={{ ...panelStyle, borderLeft: `3px solid ${theme.accentColor}` }}>
          <Text fontSize="sm" fontWeight="semibold" mb="1">
            Get started
          </Text>
          {workflows.length === 0 ? (
            <Text fontSize="xs" style={{ color: mode.muted }}>
              No published workflows yet: the ones you publish show here.
            </Text>
          ) : (
            workflows.map((name) => (
              <Flex key={name} justify="space-between" fontSize="xs" py="1" style={{ borderTop: `1px solid ${mode.border}` }}>
                <Text truncate>{name}</Text>
                <Text aria-hidden="true">→</Text>
              </Flex>
            ))
          )}
        </Box>
        <Box px="4" py="3" style={panelStyle}>
          <Text fontSize="sm" fontWeight="semibold" mb="1">
            Your tickets
          </Text>
          {tickets.length === 0 ? (
            <Text fontSize="xs" style={{ color: mode.muted }}>
              No tickets yet: customers’ tickets show here.
            </Text>
          ) : (
            tickets.map((t) => (
              <Flex key={t.number} justify="space-between" align="center" gap="3" py="1" style={{ borderTop: `1px solid ${mode.border}` }}>
                <Text fontSize="xs" truncate minW="0">
                  #{t.number} {t.subject}
                </Text>
                {/* Filled, with the readable text colour: accent-coloured text on the surface can be unreadable (amber on white). */}
                <Text
                  as="span"
                  flexShrink={0}
                  fontSize="2xs"
                  fontWeight="semibold"
                  px="2"
                  py="0.5"
                  style={{ background: theme.accentColor, color: onAccent, borderRadius: pill }}
                >
                  {STATUS_LABEL[t.status as keyof typeof STATUS_LABEL] ?? t.status}
                </Text>
              </Flex>
            ))
          )}
        </Box>
      </Stack>
    </Box>
  );
}
