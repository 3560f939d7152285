import { Button, Menu, Portal } from '@chakra-ui/react';
import { createUsePuck } from '@puckeditor/core';
import { LuPlus } from 'react-icons/lu';
import { pageConfig } from './puck-config';

const usePuck = createUsePuck();
// Puck's zone for a page's top-level blocks ("root:default-zone").
const ROOT_ZONE = 'root:default-zone';

/**
 * "Add block": the keyboard's (and a quick click's) way to add a block, beside dragging one from the
 * list: it goes after the selected top-level block, else at the end, and is selected for its panel.
 */
export function AddBlockMenu() {
  const dispatch = usePuck((s) => s.dispatch);
  const content = usePuck((s) => s.appState.data.content);
  const selected = usePuck((s) => s.selectedItem?.props.id as string | undefined);
  const categories = Object.values(pageConfig.categories ?? {}).filter((c) => c.visible !== false);
  const add = (type: string) => {
    const at = content.findIndex((item) => item.props.id === selected);
    const index = at >= 0 ? at + 1 : content.length;
    dispatch({ type: 'insert', componentType: type, destinationIndex: index, destinationZone: ROOT_ZONE });
    dispatch({ type: 'setUi', ui: { itemSelector: { index, zone: ROOT_ZONE } } });
  };
  return (
    <Menu.Root onSelect={(details) => add(details.value)}>
      <Menu.Trigger asChild>
        <Button size="sm" variant="outline">
          <LuPlus aria-hidden="true" /> Add block
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            {categories.map((category) => (
              <Menu.ItemGroup key={category.title}>
                <Menu.ItemGroupLabel>{category.title}</Menu.ItemGroupLabel>
                {(category.components ?? []).map((type) => (
                  <Menu.Item key={type} value={type}>
                    {pageConfig.components[type]?.label ?? type}
                  </Menu.Item>
                ))}
              </Menu.ItemGroup>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
