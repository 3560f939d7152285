import { z } from 'zod';
import { fieldsInput, normalizeFields } from '../../database/database.fields.js';
import { fields as common } from '../../../core/validation.js';
import { AppError } from '../../../core/errors.js';
import { defineStep } from './step.js';

/**
 * FORM: fields of the database's own types and rules (database.fields.ts checks them, as it does a
 * collection's), optionally written as a record of a collection of the portal, with the customer in
 * one of its CUSTOMER fields.
 */
const config = z.strictObject({
  fields: fieldsInput.default([]),
  collectionId: common.uuid('the collection id').nullable().optional(),
  customerFieldKey: z.string('Name the field the customer goes in.').max(40).nullable().optional(),
});

export const formStep = defineStep({
  type: 'FORM',
  label: 'Form',
  config,
  problems: (c) => {
    if (c.fields.length === 0) return ['Add at least one field to this form.'];
    try {
      // Relation fields need a collection to point to: a form has none of its own.
      normalizeFields(c.fields, [], new Set());
      return [];
    } catch (error) {
      if (error instanceof AppError && error.details) return Object.values(error.details);
      throw error;
    }
  },
  answers: (c) => {
    try {
      return normalizeFields(c.fields, [], new Set()).map((f) => f.key);
    } catch {
      return [];
    }
  },
});
