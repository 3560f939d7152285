import { Stack } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Portal } from '../use-portal';
import { AddressSection } from './AddressSection';
import { BasicInfoSection, basicInfoValues, type BasicInfoValues } from './BasicInfoSection';
import { DeletePortalSection } from './DeletePortalSection';
import { EmailsSection } from './EmailsSection';
import { LogoSection } from './LogoSection';
import { ThemeSection } from './ThemeSection';
import { LeaveWithoutSavingDialog, useUnsavedGuard } from './use-unsaved-guard';

/** The forms of the screen, and the section each belongs to (the address has two). */
const SECTION_OF = { subDomain: 'Address', slug: 'Address', theme: 'Theme' } as const;
export type SettingsForm = keyof typeof SECTION_OF;

/**
 * The portal's settings, section by section; each saves on its own and says so. Each form keeps
 * its own edits (a save resets only its own form), each card shows when it holds unsaved changes,
 * and leaving with any asks first.
 */
export function PortalSettings({ portal }: { portal: Portal }) {
  // Held here so that the theme preview shows the title and description as they are typed.
  const basicInfo = useForm<BasicInfoValues>({ defaultValues: basicInfoValues(portal), mode: 'onTouched' });
  const [name, title, description] = basicInfo.watch(['name', 'title', 'description']);
  const [dirtyForms, setDirtyForms] = useState<Partial<Record<SettingsForm, boolean>>>({});
  const onDirtyChange = useCallback(
    (form: SettingsForm, dirty: boolean) => setDirtyForms((all) => (Boolean(all[form]) === dirty ? all : { ...all, [form]: dirty })),
    [],
  );
  const dirtySections = [
    ...(basicInfo.formState.isDirty ? ['Basic info'] : []),
    ...new Set((Object.keys(SECTION_OF) as SettingsForm[]).filter((form) => dirtyForms[form]).map((form) => SECTION_OF[form])),
  ];
  const blocker = useUnsavedGuard(dirtySections);

  return (
    <Stack gap="6" px={{ base: 6, md: 10 }} py="8">
      <BasicInfoSection portal={portal} form={basicInfo} />
      <AddressSection portal={portal} onDirtyChange={onDirtyChange} dirty={dirtySections.includes('Address')} />
      <LogoSection portal={portal} />
      <ThemeSection
        portal={portal}
        title={title.trim() || name.trim() || portal.name}
        description={description.trim()}
        onDirtyChange={onDirtyChange}
      />
      <EmailsSection portal={portal} />
      <DeletePortalSection portal={portal} />
      <LeaveWithoutSavingDialog blocker={blocker} sections={dirtySections} />
    </Stack>
  );
}
