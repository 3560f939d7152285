import { z } from 'zod';
import { ERROR_STATUS } from './errors.js';

/** Shapes that several domains answer with, and the error envelope of every /v1 route. */

export const availabilitySchema = z
  .object({ available: z.boolean(), reason: z.string().nullable() })
  .meta({ id: 'Availability', description: 'Whether a name is free, and if not (or if it is yours already) why.' });

export const errorSchema = z
  .object({
    success: z.literal(false),
    message: z.string().meta({ description: 'A sentence a person can read and act on.' }),
    code: z.enum(Object.keys(ERROR_STATUS) as [keyof typeof ERROR_STATUS]),
    details: z
      .record(z.string(), z.string())
      .optional()
      .meta({ description: 'For BAD_USER_INPUT (and some CONFLICTs): one sentence per field, keyed by its path.' }),
    requestId: z.string().optional().meta({ description: 'For INTERNAL: the id to quote to support.' }),
  })
  .meta({ id: 'Error', description: 'Every failure under /v1. `code` is the same as GraphQL’s `extensions.code`.' });
