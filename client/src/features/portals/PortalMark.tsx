import { Center, Image } from '@chakra-ui/react';
import { initials, readableOn } from '../../portal-render/theme-style';

const SIZES = { sm: '8', md: '10', lg: '14', xl: '24' } as const;
const FONT = { sm: 'xs', md: 'sm', lg: 'lg', xl: '2xl' } as const;

/** A portal's logo, or its initials on its primary colour when it has none. */
export function PortalMark({
  name,
  logoUrl,
  color,
  size = 'md',
}: {
  name: string;
  logoUrl: string | null;
  color: string;
  size?: keyof typeof SIZES;
}) {
  if (logoUrl) {
    return (
      <Image
        src={logoUrl}
        alt={`${name} logo`}
        boxSize={SIZES[size]}
        flexShrink={0}
        objectFit="contain"
        borderRadius="lg"
        bg="bg"
        borderWidth="1px"
        p="1"
      />
    );
  }
  return (
    <Center
      aria-hidden="true"
      boxSize={SIZES[size]}
      flexShrink={0}
      borderRadius="lg"
      fontWeight="bold"
      fontSize={FONT[size]}
      letterSpacing="wide"
      style={{ background: color, color: readableOn(color) }}
    >
      {initials(name)}
    </Center>
  );
}
