import { z } from 'zod';
import { FILTER_OPS } from './database.rules.js';

/** The answers of the saved-view operations as they go over the wire (times as ISO text). */

export const collectionViewSchema = z
  .object({
    id: z.uuid(),
    collectionId: z.uuid(),
    name: z.string(),
    filter: z.array(
      z
        .object({ field: z.string(), op: z.enum(FILTER_OPS), value: z.unknown().optional() })
        .meta({ id: 'ViewFilterCondition', description: 'One condition of a view’s filter, as the records list takes it.' }),
    ),
    sorts: z.array(
      z
        .object({ field: z.string(), direction: z.enum(['asc', 'desc']) })
        .meta({ id: 'ViewSortLevel', description: 'One sort level of a view: a field key (or createdAt / updatedAt) and a direction.' }),
    ),
    hiddenFields: z.array(z.string()).meta({ description: 'Keys of the fields the view hides.' }),
    fieldOrder: z
      .array(z.string())
      .meta({ description: 'Field keys in the order the view shows them; fields not listed follow in the collection’s order.' }),
    columnWidths: z
      .record(z.string(), z.number().int())
      .meta({ description: 'Column widths in pixels by field key; others keep their default.' }),
    position: z.number().int(),
    createdBy: z.uuid().nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({
    id: 'CollectionView',
    description:
      'A saved view of a collection’s grid, shared with the workspace. Fields deleted since it was saved are left out of every setting.',
  });
