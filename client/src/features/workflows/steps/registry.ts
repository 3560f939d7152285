import { LuCalendarClock, LuCircleCheck, LuCreditCard, LuFileText, LuGitBranch, LuListChecks } from 'react-icons/lu';
import { formatAmount } from '../../services/money';
import { BookingPanel, type BookingConfig } from './BookingPanel';
import type { ApprovalConfig, ContentConfig } from './SimplePanels';
import { ApprovalPanel, ContentPanel } from './SimplePanels';
import { ConditionPanel, type ConditionConfig } from './ConditionPanel';
import { FormPanel, type FormConfig } from './FormPanel';
import { PaymentPanel, type PaymentConfig } from './PaymentPanel';
import type { StepKind } from './types';

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** The kinds of step the editor offers. */
export const STEP_KINDS: StepKind[] = [
  {
    type: 'FORM',
    label: 'Form',
    description: 'Questions the customer answers',
    icon: LuListChecks,
    palette: 'blue',
    branches: [],
    defaultConfig: () => ({ fields: [], collectionId: null, customerFieldKey: null }),
    summary: (c) => plural(((c as unknown as FormConfig).fields ?? []).length, 'field'),
    Panel: FormPanel,
  },
  {
    type: 'CONTENT',
    label: 'Content',
    description: 'Text the customer reads and confirms',
    icon: LuFileText,
    palette: 'purple',
    branches: [],
    defaultConfig: () => ({ body: '', confirmLabel: 'Continue' }),
    summary: (c) => ((c as unknown as ContentConfig).body ?? '').slice(0, 40) || 'No text yet',
    Panel: ContentPanel,
  },
  {
    type: 'APPROVAL',
    label: 'Approval',
    description: 'Your team approves or rejects',
    icon: LuCircleCheck,
    palette: 'orange',
    branches: [],
    defaultConfig: () => ({ instructions: '' }),
    summary: (c) => ((c as unknown as ApprovalConfig).instructions ?? '').slice(0, 40) || 'The customer waits for you',
    Panel: ApprovalPanel,
  },
  {
    type: 'CONDITION',
    label: 'Condition',
    description: 'Goes on by Yes or No from answers',
    icon: LuGitBranch,
    palette: 'teal',
    branches: ['yes', 'no'],
    defaultConfig: () => ({ match: 'ALL', rules: [] }),
    summary: (c) => plural(((c as unknown as ConditionConfig).rules ?? []).length, 'rule'),
    Panel: ConditionPanel,
  },
  {
    type: 'BOOKING',
    label: 'Booking',
    description: 'The customer books a call with you',
    icon: LuCalendarClock,
    palette: 'green',
    branches: [],
    defaultConfig: () => ({ serviceId: null, title: '' }),
    summary: (c) =>
      (c as unknown as BookingConfig).title || ((c as unknown as BookingConfig).serviceId ? 'A call to book' : 'No service yet'),
    Panel: BookingPanel,
  },
  {
    type: 'PAYMENT',
    label: 'Payment',
    description: 'The customer pays by card or UPI',
    icon: LuCreditCard,
    palette: 'pink',
    branches: [],
    // The currency is written by the panel (the workspace's default until the builder picks one).
    defaultConfig: () => ({ amount: 0, description: '' }),
    summary: (c) => {
      const { amount = 0, currency = 'USD', description } = c as PaymentConfig;
      return amount > 0 ? [formatAmount(amount, currency), description].filter(Boolean).join(' · ').slice(0, 40) : 'No amount yet';
    },
    Panel: PaymentPanel,
  },
];

export const kindOf = (type: string): StepKind | undefined => STEP_KINDS.find((k) => k.type === type);
