import { HStack, Text } from '@chakra-ui/react';

/** The Portico mark and word. */
export function Logo({ size = 'md' }: { size?: 'md' | 'lg' }) {
  const box = size === 'lg' ? 36 : 28;
  return (
    <HStack gap="2" aria-label="Portico">
      <svg width={box} height={box} viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#4f46e5" />
        <path d="M9 24V8h8a5 5 0 0 1 0 10h-4v6z" fill="none" stroke="#fff" strokeWidth="3" strokeLinejoin="round" />
      </svg>
      <Text as="span" fontWeight="bold" fontSize={size === 'lg' ? '2xl' : 'lg'} letterSpacing="-0.02em" color="fg">
        Portico
      </Text>
    </HStack>
  );
}
