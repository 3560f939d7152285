import { PortalScreen } from '../../app/ui/PortalScreen';

export default function WorkflowPage() {
  return (
    <PortalScreen title="Workflow" feature="The workflow editor">
      Here you will edit one workflow's steps in a visual editor. It is part of a coming release.
    </PortalScreen>
  );
}
