import { Box, Flex, HStack, Image, Stack, Text } from '@chakra-ui/react';
import type { PortalThemeInput } from '../../../gql/graphql';
import { FONT_STACKS, initials, MODE_COLORS, panelRadius, RADII, readableOn } from '../theme-style';

interface Props {
  theme: PortalThemeInput;
  title: string;
  description: string;
  logoUrl: string | null;
}

/**
 * A small mock of the published portal, drawn from the form's current values: header with logo and
 * title, a primary button, the accent, the radius, the font, light or dark. Inline styles, not
 * theme tokens: these are the portal's colours, not Portico's.
 */
export function ThemePreview({ theme, title, description, logoUrl }: Props) {
  const mode = MODE_COLORS[theme.mode];
  const radius = RADII[theme.radius];
  const panel = panelRadius(theme.radius);
  const onPrimary = readableOn(theme.primaryColor);
  const onAccent = readableOn(theme.accentColor);

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
          <Text style={{ color: mode.fg, borderBottom: `2px solid ${theme.accentColor}` }} pb="0.5">
            Home
          </Text>
          <Text style={{ color: mode.muted }}>Requests</Text>
          <Text style={{ color: mode.muted }}>Help</Text>
        </HStack>
      </Flex>

      {/* Home page */}
      <Stack gap="4" px="5" py="6">
        <Box>
          <Text
            as="span"
            display="inline-block"
            fontSize="2xs"
            fontWeight="semibold"
            px="2"
            py="0.5"
            mb="2"
            style={{ background: theme.accentColor, color: onAccent, borderRadius: radius === '0px' ? '0px' : '9999px' }}
          >
            New
          </Text>
          <Text fontSize="lg" fontWeight="bold" lineHeight="short">
            Welcome to {title}
          </Text>
          <Text fontSize="sm" mt="1" lineClamp={2} style={{ color: mode.muted }}>
            {description || 'Sign in to follow your requests, book a call or ask us anything.'}
          </Text>
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
            Get started
          </Text>
          <Text
            as="span"
            fontSize="sm"
            fontWeight="semibold"
            px="4"
            py="2"
            style={{ color: theme.primaryColor, border: `1px solid ${mode.border}`, borderRadius: radius, background: mode.bg }}
          >
            Contact us
          </Text>
        </HStack>
        <Box
          px="4"
          py="3"
          style={{
            background: mode.surface,
            border: `1px solid ${mode.border}`,
            borderRadius: panel,
            borderLeft: `3px solid ${theme.accentColor}`,
          }}
        >
          <Flex justify="space-between" align="center" gap="3">
            <Box minW="0">
              <Text fontSize="sm" fontWeight="semibold" truncate>
                Onboarding checklist
              </Text>
              <Text fontSize="xs" style={{ color: mode.muted }}>
                2 of 5 steps done
              </Text>
            </Box>
            {/* Filled, with the readable text colour: accent-coloured text on the surface can be unreadable (amber on white). */}
            <Text
              as="span"
              fontSize="2xs"
              fontWeight="semibold"
              px="2"
              py="0.5"
              style={{ background: theme.accentColor, color: onAccent, borderRadius: radius === '0px' ? '0px' : '9999px' }}
            >
              In progress
            </Text>
          </Flex>
        </Box>
      </Stack>
    </Box>
  );
}
