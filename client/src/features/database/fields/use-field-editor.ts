import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toaster } from '../../../app/ui/toaster';
import { readServerError } from '../../forms/server-errors';
import { canBeUnique, canHaveDefault } from '../rules';
import type { Collection, Field } from '../types';
import {
  choiceRenameProblems,
  choicesProblem,
  defaultValueProblem,
  detailsAt,
  draftFromField,
  type FieldControl,
  type FieldDraft,
  inputFromDraft,
  numberFormatProblem,
  toFieldInput,
} from './field-draft';
import { useUpdateFields } from './use-update-fields';

export type Problems = Partial<Record<FieldControl, string>>;
export interface Failure {
  title: string;
  message: string;
}

/**
 * The field editor's state and its save: the form, the problems found before sending (the server's
 * own rules) or after (its details, each under the control it is about), and the failure alert.
 */
export function useFieldEditor({ collection, field, onDone }: { collection: Collection; field: Field | undefined; onDone: () => void }) {
  const editing = Boolean(field);
  const form = useForm<FieldDraft>({ defaultValues: draftFromField(field), mode: 'onTouched' });
  const { control, handleSubmit, watch } = form;
  const { save, saving } = useUpdateFields(collection);
  const [problems, setProblems] = useState<Problems>({});
  /** Problems of single choices (a rename onto another choice), by index. */
  const [choiceProblems, setChoiceProblems] = useState<Record<number, string>>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  // A problem goes away as soon as the builder changes the control it is about.
  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      const control = name ? controlOf(name) : undefined;
      if (control) setProblems((p) => (p[control] ? { ...p, [control]: undefined } : p));
      if (control === 'choices') setChoiceProblems((p) => (Object.keys(p).length ? {} : p));
    });
    return () => subscription.unsubscribe();
  }, [watch]);
  // The alert sits above the form: bring it into view when the builder had scrolled down to Save.
  useEffect(() => {
    if (failure) failureRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [failure]);
  const [type, unique] = useWatch({ control, name: ['type', 'unique'] });
  const uniqueAllowed = canBeUnique(type);

  const onSubmit = handleSubmit(async (draft) => {
    setFailure(null);
    const found: Problems = {};
    const choices = choicesProblem(draft);
    if (choices) found.choices = choices;
    if (draft.type === 'RELATION' && !draft.relationCollectionId)
      found.relationCollectionId = `Choose the collection that ${draft.label.trim()} links to.`;
    const badDefault = defaultValueProblem(draft);
    if (badDefault) found.defaultValue = badDefault;
    const badFormat = numberFormatProblem(draft);
    if (badFormat) found.numberFormat = badFormat;
    const renames = choiceRenameProblems(draft, field);
    setProblems(found);
    setChoiceProblems(renames);
    if (Object.keys(found).length || Object.keys(renames).length) return;

    // The whole list goes back: the other fields unchanged (with their keys), this one in its place.
    const input = inputFromDraft(draft, field?.key);
    const index = field ? collection.fields.findIndex((f) => f.key === field.key) : collection.fields.length;
    const list = collection.fields.map(toFieldInput);
    if (field) list[index] = input;
    else list.push(input);
    try {
      await save(list);
      toaster.success({ title: `Field "${input.label}" ${editing ? 'saved' : 'added'}` });
      onDone();
    } catch (error) {
      const { message, code, details } = readServerError(error);
      const { byControl, byChoice, other } = detailsAt(details, index);
      if (code === 'CONFLICT') {
        setFailure({ title: editing ? 'This change was not saved' : 'The field was not added', message });
      } else {
        setProblems(byControl);
        setChoiceProblems(byChoice);
        const placed = Object.keys(byControl).length + Object.keys(byChoice).length;
        const rest = placed === 0 ? message : other.join(' ');
        if (rest) setFailure({ title: editing ? 'This change was not saved' : 'The field was not added', message: rest });
      }
    }
  });

  return {
    form,
    onSubmit,
    saving,
    problems,
    choiceProblems,
    failure,
    failureRef,
    type,
    unique,
    uniqueAllowed,
    defaultAllowed: canHaveDefault(type, unique && uniqueAllowed),
    typeChanged: Boolean(field && field.type !== type),
  };
}

function controlOf(name: string): FieldControl | undefined {
  const root = name.split('.')[0]!;
  if (root.startsWith('default')) return 'defaultValue';
  return (['label', 'type', 'required', 'unique', 'choices', 'relationCollectionId', 'numberFormat'] as const).find((c) => c === root);
}
