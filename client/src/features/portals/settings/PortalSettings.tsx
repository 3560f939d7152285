import { Stack } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import type { Portal } from '../use-portal';
import { AddressSection } from './AddressSection';
import { BasicInfoSection, basicInfoValues, type BasicInfoValues } from './BasicInfoSection';
import { DeletePortalSection } from './DeletePortalSection';
import { LogoSection } from './LogoSection';
import { ThemeSection } from './ThemeSection';

/** The portal's settings, section by section; each saves on its own and says so. */
export function PortalSettings({ portal }: { portal: Portal }) {
  // Held here so that the theme preview shows the title and description as they are typed.
  const basicInfo = useForm<BasicInfoValues>({ defaultValues: basicInfoValues(portal), mode: 'onTouched' });
  const [name, title, description] = basicInfo.watch(['name', 'title', 'description']);

  return (
    <Stack gap="6" px={{ base: 6, md: 10 }} py="8">
      <BasicInfoSection portal={portal} form={basicInfo} />
      <AddressSection portal={portal} />
      <LogoSection portal={portal} />
      <ThemeSection portal={portal} title={title.trim() || name.trim() || portal.name} description={description.trim()} />
      <DeletePortalSection portal={portal} />
    </Stack>
  );
}
