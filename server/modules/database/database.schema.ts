import type { JsonSchema } from '../../core/rest.js';

const text = { type: 'string' } as const;
const time = { type: 'string', format: 'date-time' } as const;

/**
 * The JSON shape of a record over REST (as RecordView): compiled into the records list's
 * serializer. `data` is the builder's own shape, written as it is.
 */
export const recordSchema: JsonSchema = {
  type: 'object',
  required: ['id', 'collectionId', 'data', 'links', 'createdAt', 'updatedAt'],
  properties: {
    id: text,
    collectionId: text,
    data: { type: 'object', additionalProperties: true },
    links: {
      type: 'array',
      items: {
        type: 'object',
        required: ['fieldKey', 'recordId', 'collectionId', 'label'],
        properties: { fieldKey: text, recordId: text, collectionId: text, label: text },
      },
    },
    createdAt: time,
    updatedAt: time,
  },
};

export const recordPageSchema: JsonSchema = {
  type: 'object',
  required: ['items', 'nextCursor'],
  properties: { items: { type: 'array', items: recordSchema }, nextCursor: { type: ['string', 'null'] } },
};
