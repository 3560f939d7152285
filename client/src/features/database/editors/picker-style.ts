import type { HTMLChakraProps } from '@chakra-ui/react';

/** The search box at the top of the choice and record pickers. */
export const SEARCH_INPUT: HTMLChakraProps<'input'> = {
  px: '2',
  py: '1.5',
  fontSize: 'sm',
  borderWidth: '1px',
  borderRadius: 'md',
  outline: 'none',
  _focusVisible: { borderColor: 'brand.solid' },
};
