import type { CollectionRecordRow, CollectionRow, RecordData } from '../../../db/schema/index.js';
import type { Config } from '../../core/config.js';
import { withFileUrls } from './database.attachments.js';
import type { RecordCustomer } from './record.customers.js';
import type { RecordLink } from './record.links.js';

export interface RecordView {
  id: string;
  collectionId: string;
  data: RecordData;
  links: RecordLink[];
  /** The customers its CUSTOMER values name, with their names. */
  customers: RecordCustomer[];
  /** A Date, or (from a page read) the same instant as ISO 8601 text. */
  createdAt: Date | string;
  updatedAt: Date | string;
}

/** A record as answered: its links, and a fresh signed link for each of its files. */
export function toView(
  config: Config,
  collection: Pick<CollectionRow, 'fields'>,
  row: Pick<CollectionRecordRow, 'id' | 'collectionId' | 'data'> & { createdAt: Date | string; updatedAt: Date | string },
  links: Map<string, RecordLink[]>,
  customers?: Map<string, RecordCustomer[]>,
): RecordView {
  const { data } = withFileUrls(config, collection, row);
  return {
    id: row.id,
    collectionId: row.collectionId,
    data,
    links: links.get(row.id) ?? [],
    customers: customers?.get(row.id) ?? [],
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
