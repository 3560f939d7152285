import { createUsePuck, type CustomField } from '@puckeditor/core';
import { useId } from 'react';
import { ServiceSelect } from '../services/ServiceSelect';
import { useLayoutEditor } from './editor-context';

/** The BOOKING block's "Service": one of the builder's services (Query.myServices), or a way to make one. */

const usePuck = createUsePuck();

export const serviceField: CustomField<string | null> = {
  type: 'custom',
  label: 'Service',
  render: ({ id, name, value, onChange }) => <ServicePicker id={id} name={name} value={value ?? null} onChange={onChange} />,
};

function ServicePicker({
  id,
  name,
  value,
  onChange,
}: {
  id: string;
  name: string;
  value: string | null;
  onChange: (v: string | null) => void;
}) {
  // Puck may draw the fields twice (a hidden copy): each copy's control has an id of its own.
  const own = `${id}-${useId()}`;
  const blockId = usePuck((s) => (s.selectedItem?.props.id as string | undefined) ?? null);
  const { blockErrors } = useLayoutEditor();
  return (
    <ServiceSelect
      id={own}
      size="sm"
      value={value}
      onChange={onChange}
      error={blockId ? blockErrors[blockId]?.[name] : undefined}
      missing="A service that no longer exists"
      helper={(chosen) =>
        chosen && !chosen.active
          ? 'This service is switched off: customers see that it is not taking bookings. Turn it on in Settings → Services.'
          : 'Signed-in customers pick a time and book it as themselves.'
      }
    />
  );
}
