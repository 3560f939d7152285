import { useMutation } from '@apollo/client/react';
import { Button, Dialog, Field, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { WORKFLOW_NAME_MAX } from '../../../../server/modules/workflow/workflow.limits';
import { DialogShell } from '../../app/ui/DialogShell';
import { toaster } from '../../app/ui/toaster';
import type { WorkflowAccessType } from '../../gql/graphql';
import { readServerError } from '../forms/server-errors';
import { ACCESS } from './format';
import { CreateWorkflowMutation } from './workflows.documents';

/** Name (the slug follows from it) and who may run it; then straight into the editor. */
export function CreateWorkflowDialog({ portal, onClose }: { portal: { id: string; slug: string }; onClose: () => void }) {
  const [name, setName] = useState('');
  const [access, setAccess] = useState<WorkflowAccessType>('CUSTOMERS' as WorkflowAccessType);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [create, { loading }] = useMutation(CreateWorkflowMutation, { refetchQueries: ['Workflows'] });
  const navigate = useNavigate();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setErrors({ name: 'Please enter Name' });
    setErrors({});
    try {
      const { data } = await create({ variables: { input: { portalId: portal.id, name: name.trim(), accessType: access } } });
      toaster.create({ type: 'success', title: `${data!.createWorkflow.name} created` });
      navigate(`/${portal.slug}/workflows/${data!.createWorkflow.slug}`);
    } catch (error) {
      const e = readServerError(error);
      if (e.details) setErrors(e.details);
      else toaster.create({ type: 'error', title: 'The workflow was not created', description: e.message });
    }
  };

  return (
    <DialogShell onClose={onClose} busy={loading}>
      <form onSubmit={submit} noValidate>
        <Dialog.Header>
          <Dialog.Title>New workflow</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Stack gap="4">
            <Field.Root required invalid={Boolean(errors.name)}>
              <Field.Label>
                Name <Field.RequiredIndicator />
              </Field.Label>
              <Input
                value={name}
                onChange={(e) => setName(e.target.value)}
                autoFocus
                maxLength={WORKFLOW_NAME_MAX}
                placeholder="Client onboarding"
              />
              <Field.HelperText>Customers see it by this name. Its address is made from it; you can change it later.</Field.HelperText>
              <Field.ErrorText>{errors.name}</Field.ErrorText>
            </Field.Root>
            <Field.Root>
              <Field.Label>Who can run it</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={access} onChange={(e) => setAccess(e.target.value as WorkflowAccessType)}>
                  {(Object.keys(ACCESS) as WorkflowAccessType[]).map((a) => (
                    <option key={a} value={a}>
                      {ACCESS[a].label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Field.HelperText>{ACCESS[access].hint}</Field.HelperText>
            </Field.Root>
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" onClick={onClose} disabled={loading}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="brand" loading={loading}>
            Create and open the editor
          </Button>
        </Dialog.Footer>
      </form>
    </DialogShell>
  );
}
