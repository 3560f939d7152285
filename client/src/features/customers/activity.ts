/** A portal event as a sentence (the customer's activity list). */
export function describeEvent(type: string, data: Record<string, unknown>): string {
  const ticket = typeof data.number === 'number' ? `ticket #${data.number}` : 'a ticket';
  const workflow = typeof data.workflowName === 'string' ? `“${data.workflowName}”` : 'a workflow';
  switch (type) {
    case 'customer.invited':
      return data.sent === false ? `Added by ${String(data.by ?? 'a teammate')}` : `Invited by ${String(data.by ?? 'a teammate')}`;
    case 'customer.signed_in':
      return 'Signed in';
    case 'customer.signed_up':
      return 'Signed up';
    case 'customer.blocked':
      return 'Blocked';
    case 'customer.unblocked':
      return 'Unblocked';
    case 'ticket.created':
      return data.by === 'builder' ? `Your team opened ${ticket}` : `Raised ${ticket}`;
    case 'ticket.replied':
      return `Your team replied on ${ticket}`;
    case 'ticket.customer_replied':
      return `Answered on ${ticket}`;
    case 'ticket.status_changed':
      return `${ticket[0]!.toUpperCase()}${ticket.slice(1)} moved to ${String(data.to ?? '')
        .toLowerCase()
        .replace('_', ' ')}`;
    case 'workflow.started':
      return `Started ${workflow}`;
    case 'workflow.completed':
      return `Completed ${workflow}`;
    case 'workflow.approved':
      return `${workflow[0]!.toUpperCase()}${workflow.slice(1)} was approved`;
    case 'workflow.rejected':
      return `${workflow[0]!.toUpperCase()}${workflow.slice(1)} was rejected`;
    default:
      return type;
  }
}
