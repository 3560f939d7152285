import { useMutation, useQuery } from '@apollo/client/react';
import {
  Box,
  Button,
  Checkbox,
  Dialog,
  Field,
  Grid,
  Heading,
  HStack,
  Input,
  NativeSelect,
  RadioGroup,
  Skeleton,
  Stack,
  Switch,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { LuVideo } from 'react-icons/lu';
import {
  BUFFER_MAX,
  DAILY_LIMIT_MAX,
  DEFAULT_WEEKLY,
  DURATION_MAX,
  DURATION_MIN,
  LOCATION_LABELS,
  LOCATION_VALUE_MAX,
  NOTICE_MAX,
  QUESTION_TYPES as SERVICE_QUESTION_TYPES,
  QUESTIONS_MAX,
  SERVICE_DESCRIPTION_MAX,
  SERVICE_SLUG_MAX,
  SERVICE_TITLE_MAX,
  WINDOW_MAX_DAYS,
} from '../../../../server/modules/service/service.rules';
import { DialogShell } from '../../app/ui/DialogShell';
import { toaster } from '../../app/ui/toaster';
import type { FieldType, LocationKind, ServiceFieldsFragment } from '../../gql/graphql';
import { QuestionListEditor, type Question } from '../forms/QuestionListEditor';
import { readServerError } from '../forms/server-errors';
import { toDecimal, toMinorUnits } from './money';
import {
  CreateServiceMutation,
  MyServicesQuery,
  ServiceAvailabilityQuery,
  UpdateServiceAvailabilityMutation,
  UpdateServiceMutation,
} from './services.documents';
import { WeekGridEditor } from './WeekGridEditor';
import { editableHours, errorsUnder, type Week } from './week-hours';

interface Form {
  title: string;
  slug: string;
  description: string;
  durationMinutes: string;
  price: string;
  currency: string;
  requiresApproval: boolean;
  payBeforeBooking: boolean;
  bufferBeforeMinutes: string;
  bufferAfterMinutes: string;
  minimumNoticeMinutes: string;
  bookingWindowDays: string;
  dailyLimit: string;
  locationKind: LocationKind;
  locationValue: string;
  questions: Question[];
}

const fromService = (s: ServiceFieldsFragment | null): Form => ({
  title: s?.title ?? '',
  slug: s?.slug ?? '',
  description: s?.description ?? '',
  durationMinutes: String(s?.durationMinutes ?? 30),
  price: s ? toDecimal(s.price.amount, s.price.currency) : '0',
  currency: s?.price.currency ?? 'USD',
  requiresApproval: s?.requiresApproval ?? false,
  // A new paid service takes payment when booking, as the server's default.
  payBeforeBooking: s?.payBeforeBooking ?? true,
  bufferBeforeMinutes: String(s?.bufferBeforeMinutes ?? 0),
  bufferAfterMinutes: String(s?.bufferAfterMinutes ?? 0),
  minimumNoticeMinutes: String(s?.minimumNoticeMinutes ?? 0),
  bookingWindowDays: String(s?.bookingWindowDays ?? 60),
  dailyLimit: s?.dailyLimit == null ? '' : String(s.dailyLimit),
  locationKind: s?.location.kind ?? 'VIDEO',
  locationValue: s?.location.value ?? '',
  questions: (s?.questions ?? []).map((q) => ({ key: q.key, label: q.label, type: q.type, required: q.required, choices: q.choices })),
});

const QUESTION_TYPES = [...SERVICE_QUESTION_TYPES] as FieldType[];

const LOCATION_KINDS = Object.keys(LOCATION_LABELS) as LocationKind[];
/** Kinds without a value of the host's: the guest says where, or each call gets its own Meet link. */
const VALUELESS = new Set<LocationKind>(['ASK_GUEST', 'GOOGLE_MEET']);
const int = (text: string) => (text.trim() === '' ? NaN : Number(text));

/** Create or edit a service: every field, and its hours (the default, or its own week). */
export function ServiceDialog({ service, onClose }: { service: ServiceFieldsFragment | null; onClose(): void }) {
  const [form, setForm] = useState(() => fromService(service));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [hoursMode, setHoursMode] = useState<'default' | 'own' | null>(service ? null : 'default');
  const [week, setWeek] = useState<Week | null>(service ? null : editableHours({ weekly: DEFAULT_WEEKLY, dateOverrides: [] }).weekly);
  const [busy, setBusy] = useState(false);
  const [create] = useMutation(CreateServiceMutation, { refetchQueries: [MyServicesQuery] });
  const [update] = useMutation(UpdateServiceMutation);
  const [saveHours] = useMutation(UpdateServiceAvailabilityMutation);
  const hours = useQuery(ServiceAvailabilityQuery, {
    variables: { serviceId: service?.id ?? '' },
    skip: !service,
    fetchPolicy: 'network-only',
  });
  const hoursData = hours.data?.serviceAvailability;
  const mode = hoursMode ?? (hoursData ? (hoursData.isDefault ? 'default' : 'own') : null);
  const ownWeek = week ?? (hoursData ? editableHours(hoursData).weekly : null);

  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));
  const paid = (toMinorUnits(form.price, form.currency) ?? 0) > 0;

  const submit = async () => {
    const amount = toMinorUnits(form.price, form.currency);
    if (amount === null) {
      setErrors({ 'price.amount': `Enter an amount like 49.99 in ${form.currency}.` });
      return;
    }
    const input = {
      title: form.title,
      slug: form.slug.trim() || undefined,
      description: form.description,
      durationMinutes: int(form.durationMinutes),
      price: { amount, currency: form.currency.trim().toUpperCase() },
      requiresApproval: form.requiresApproval,
      payBeforeBooking: form.payBeforeBooking,
      bufferBeforeMinutes: int(form.bufferBeforeMinutes),
      bufferAfterMinutes: int(form.bufferAfterMinutes),
      minimumNoticeMinutes: int(form.minimumNoticeMinutes),
      bookingWindowDays: int(form.bookingWindowDays),
      dailyLimit: form.dailyLimit.trim() === '' ? null : int(form.dailyLimit),
      location: { kind: form.locationKind, value: VALUELESS.has(form.locationKind) ? '' : form.locationValue },
      questions: form.questions.map((q) => ({
        ...(q.key ? { key: q.key } : {}),
        label: q.label,
        type: q.type,
        required: Boolean(q.required),
        ...(q.type === 'SELECT' || q.type === 'MULTI_SELECT' ? { choices: q.choices ?? [] } : {}),
      })),
    };
    setBusy(true);
    setErrors({});
    let savedId = service?.id;
    try {
      if (service) await update({ variables: { input: { id: service.id, ...input } } });
      else savedId = (await create({ variables: { input } })).data?.createService.id;
      if (savedId && mode && ownWeek && (mode === 'own' || hoursData?.isDefault === false)) {
        await saveHours({
          variables: { input: mode === 'own' ? { serviceId: savedId, weekly: ownWeek } : { serviceId: savedId, followDefault: true } },
        });
      }
      toaster.create({ type: 'success', title: service ? 'Service saved' : `${form.title} is offered` });
      onClose();
    } catch (err) {
      const { message, details } = readServerError(err);
      setErrors(Object.fromEntries(Object.entries(details ?? {}).map(([k, v]) => [k.replace(/^input\./, ''), v])));
      toaster.create({
        type: 'error',
        title: 'The service was not saved',
        description: details ? 'Check the highlighted fields.' : message,
      });
      // A new service saved before its hours failed: later saves edit it, not a second copy.
      if (!service && savedId) onClose();
    } finally {
      setBusy(false);
    }
  };

  const field = (key: string, label: string, control: ReactNode, helper?: string) => (
    <Field.Root invalid={Boolean(errors[key])} disabled={busy}>
      <Field.Label>{label}</Field.Label>
      {control}
      {errors[key] ? <Field.ErrorText>{errors[key]}</Field.ErrorText> : helper && <Field.HelperText>{helper}</Field.HelperText>}
    </Field.Root>
  );
  const number = (key: keyof Form, min: number, max: number) => (
    <Input
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      value={String(form[key])}
      onChange={(e) => set(key, e.target.value as never)}
    />
  );

  return (
    <DialogShell open onClose={onClose} busy={busy} size="xl" scrollBehavior="inside">
      <Dialog.Header>
        <Dialog.Title>{service ? `Edit ${service.title}` : 'New service'}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <form
          id="service-form"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <Stack gap="5">
            {field(
              'title',
              'Title',
              <Input value={form.title} maxLength={SERVICE_TITLE_MAX} onChange={(e) => set('title', e.target.value)} />,
            )}
            {field(
              'slug',
              'Address on your booking page',
              <Input
                value={form.slug}
                maxLength={SERVICE_SLUG_MAX}
                placeholder="made from the title"
                onChange={(e) => set('slug', e.target.value)}
              />,
              'a-z, 0-9 and hyphens.',
            )}
            {field(
              'description',
              'Description',
              <Textarea
                value={form.description}
                maxLength={SERVICE_DESCRIPTION_MAX}
                rows={3}
                onChange={(e) => set('description', e.target.value)}
              />,
            )}
            <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="4">
              {field('durationMinutes', 'Duration (minutes)', number('durationMinutes', DURATION_MIN, DURATION_MAX))}
              {field(
                'price.amount',
                'Price',
                <Input inputMode="decimal" value={form.price} onChange={(e) => set('price', e.target.value)} />,
                '0 is free.',
              )}
              {field(
                'price.currency',
                'Currency',
                <Input
                  value={form.currency}
                  maxLength={3}
                  textTransform="uppercase"
                  onChange={(e) => set('currency', e.target.value.toUpperCase())}
                />,
                'ISO code, like USD or EUR.',
              )}
              {field('bufferBeforeMinutes', 'Buffer before (minutes)', number('bufferBeforeMinutes', 0, BUFFER_MAX))}
              {field('bufferAfterMinutes', 'Buffer after (minutes)', number('bufferAfterMinutes', 0, BUFFER_MAX))}
              {field('minimumNoticeMinutes', 'Minimum notice (minutes)', number('minimumNoticeMinutes', 0, NOTICE_MAX))}
              {field('bookingWindowDays', 'Booking window (days)', number('bookingWindowDays', 1, WINDOW_MAX_DAYS))}
              {field('dailyLimit', 'Daily limit (calls)', number('dailyLimit', 1, DAILY_LIMIT_MAX), 'Empty: no limit.')}
            </Grid>
            {paid && (
              <Field.Root invalid={Boolean(errors.payBeforeBooking)} disabled={busy}>
                <Switch.Root checked={form.payBeforeBooking} disabled={busy} onCheckedChange={(e) => set('payBeforeBooking', e.checked)}>
                  <Switch.HiddenInput />
                  <Switch.Control />
                  <Switch.Label>Take payment when booking</Switch.Label>
                </Switch.Root>
                {errors.payBeforeBooking ? (
                  <Field.ErrorText>{errors.payBeforeBooking}</Field.ErrorText>
                ) : (
                  <Field.HelperText>
                    {form.payBeforeBooking
                      ? 'The guest pays as they book; the time is held for them until they pay, and released if they do not.'
                      : 'The guest books now and pays later, from the link to their booking in their confirmation email.'}
                  </Field.HelperText>
                )}
              </Field.Root>
            )}
            <Checkbox.Root
              checked={form.requiresApproval}
              disabled={busy}
              onCheckedChange={(e) => set('requiresApproval', e.checked === true)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>Bookings wait for my approval</Checkbox.Label>
            </Checkbox.Root>
            <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
              {field(
                'location.kind',
                'Location',
                <NativeSelect.Root>
                  <NativeSelect.Field value={form.locationKind} onChange={(e) => set('locationKind', e.target.value as LocationKind)}>
                    {LOCATION_KINDS.map((kind) => (
                      <option key={kind} value={kind}>
                        {LOCATION_LABELS[kind]}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>,
              )}
              {form.locationKind === 'GOOGLE_MEET' && (
                <HStack gap="2" alignSelf="end" py="2" fontSize="sm" color="fg.muted">
                  <Box as={LuVideo} boxSize="4" flexShrink={0} aria-hidden="true" />
                  <Text>Each confirmed call gets its own Google Meet link, made on your Google Calendar (Settings → Calendar).</Text>
                </HStack>
              )}
              {!VALUELESS.has(form.locationKind) &&
                field(
                  'location.value',
                  form.locationKind === 'VIDEO' ? 'Video link' : form.locationKind === 'PHONE' ? 'Phone number' : 'Address',
                  <Input
                    value={form.locationValue}
                    maxLength={LOCATION_VALUE_MAX}
                    onChange={(e) => set('locationValue', e.target.value)}
                  />,
                )}
            </Grid>
            <Stack gap="3" borderTopWidth="1px" pt="4">
              <Heading as="h3" size="sm">
                Questions for the guest
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                Asked on the booking form after name, email and notes; the answers come with the booking.
              </Text>
              <QuestionListEditor
                questions={form.questions}
                onChange={(questions) => set('questions', questions)}
                types={QUESTION_TYPES}
                noun="Question"
                empty="No questions: guests give their name, email and notes."
                errors={errorsUnder(errors, 'questions')}
                max={QUESTIONS_MAX}
                disabled={busy}
              />
            </Stack>
            <Stack gap="3" borderTopWidth="1px" pt="4">
              <Heading as="h3" size="sm">
                Hours
              </Heading>
              {mode === null ? (
                <Skeleton h="10" aria-label="Loading the service's hours" />
              ) : (
                <RadioGroup.Root
                  value={mode}
                  onValueChange={(e) => e.value && setHoursMode(e.value as 'default' | 'own')}
                  aria-label="Hours"
                  disabled={busy}
                >
                  <HStack gap="6">
                    <RadioGroup.Item value="default">
                      <RadioGroup.ItemHiddenInput />
                      <RadioGroup.ItemIndicator />
                      <RadioGroup.ItemText>Use my default hours</RadioGroup.ItemText>
                    </RadioGroup.Item>
                    <RadioGroup.Item value="own">
                      <RadioGroup.ItemHiddenInput />
                      <RadioGroup.ItemIndicator />
                      <RadioGroup.ItemText>Own hours</RadioGroup.ItemText>
                    </RadioGroup.Item>
                  </HStack>
                </RadioGroup.Root>
              )}
              {mode === 'own' && ownWeek && (
                <WeekGridEditor value={ownWeek} onChange={setWeek} errors={errorsUnder(errors, 'weekly')} disabled={busy} />
              )}
              {mode === 'default' && (
                <Text fontSize="sm" color="fg.muted">
                  This service is offered in your default hours (Availability).
                </Text>
              )}
            </Stack>
          </Stack>
        </form>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" form="service-form" colorPalette="brand" loading={busy} loadingText="Saving">
          {service ? 'Save service' : 'Create service'}
        </Button>
      </Dialog.Footer>
    </DialogShell>
  );
}
