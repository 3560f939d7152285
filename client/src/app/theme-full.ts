import { createSystem, defaultBaseConfig, type SystemConfig } from '@chakra-ui/react';
import { recipes, slotRecipes } from '@chakra-ui/react/theme';

/** theme.ts's system with all of Chakra's recipes; loaded lazily (`loadFullSystem`). */
export function createFullSystem(...configs: SystemConfig[]) {
  return createSystem(defaultBaseConfig, { theme: { recipes, slotRecipes } }, ...configs);
}
