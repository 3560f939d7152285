import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback, useRef } from 'react';
import { toaster } from '../../app/ui/toaster';
import { describeError } from '../portals/describe-error';
import { CreateRecordMutation, DeleteRecordsMutation, UpdateRecordMutation } from './database.documents';
import { formatNumber } from './format';
import { MAX_BULK_DELETE } from './rules';
import type { Collection, Field, RecordRow } from './types';
import type { RecordPages } from './use-records';

/** `data` with `key` set, or without it when the value is empty (the server leaves empty keys out). */
export function withValue(data: Record<string, unknown>, key: string, value: unknown) {
  const next = { ...data };
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) delete next[key];
  else next[key] = value;
  return next;
}

/** The message for one field of a failed save: the server's detail for `data.<key>`, else its message. */
export function fieldMessage(error: unknown, key: string) {
  const failure = describeError(error);
  return failure.details?.[`data.${key}`] ?? failure.message;
}

interface Options {
  collection: Collection;
  pages: RecordPages;
  adjustCount: (delta: number) => void;
}

/**
 * What the grid and the record panel change: a cell (optimistic, reverted with the field's message
 * when the server refuses), several fields at once, new records and deletions. Counts in the
 * footer and the collection list follow without a refetch.
 */
export function useRecordActions({ collection, pages, adjustCount }: Options) {
  const client = useApolloClient();
  const [update] = useMutation(UpdateRecordMutation, { fetchPolicy: 'no-cache' });
  const [create, { loading: creating }] = useMutation(CreateRecordMutation, { fetchPolicy: 'no-cache' });
  const [removeMany, { loading: deleting }] = useMutation(DeleteRecordsMutation);
  // Values sent but not yet answered, per record: an earlier answer must not undo a later edit.
  const pending = useRef(new Map<string, Record<string, unknown>>());
  // The saves of one record go one after another (typing across a row sends one per cell): each
  // answer then holds every earlier save, and none can overtake another on the way.
  const queues = useRef(new Map<string, Promise<unknown>>());
  const inTurn = useCallback(<T>(recordId: string, run: () => Promise<T>): Promise<T> => {
    const previous = queues.current.get(recordId) ?? Promise.resolve();
    const result = previous.then(run, run);
    const tail = result.catch(() => undefined);
    queues.current.set(recordId, tail);
    void tail.then(() => {
      if (queues.current.get(recordId) === tail) queues.current.delete(recordId);
    });
    return result;
  }, []);
  const { patch } = pages;

  const bumpCollection = useCallback(
    (delta: number) => {
      client.cache.modify({
        id: client.cache.identify({ __typename: 'Collection', id: collection.id }),
        fields: { recordCount: (n: number) => Math.max(0, n + delta) },
      });
      adjustCount(delta);
    },
    [client, collection.id, adjustCount],
  );

  const settle = useCallback(
    (server: RecordRow, sent: Record<string, unknown>) => {
      const waiting = { ...pending.current.get(server.id) };
      for (const key of Object.keys(sent)) if (waiting[key] === sent[key]) delete waiting[key];
      if (Object.keys(waiting).length) pending.current.set(server.id, waiting);
      else pending.current.delete(server.id);
      let data = server.data;
      for (const [key, value] of Object.entries(waiting)) data = withValue(data, key, value);
      patch(server.id, () => ({ ...server, data }));
    },
    [patch],
  );

  /** One cell: shown at once, saved, reverted (with a toast naming the problem) if refused. */
  const updateCell = useCallback(
    async (record: RecordRow, field: Field, value: unknown, link?: { recordId: string; label: string }) => {
      const before = record.data[field.key];
      const sent = { [field.key]: value ?? null };
      pending.current.set(record.id, { ...pending.current.get(record.id), ...sent });
      patch(record.id, (r) => ({
        ...r,
        data: withValue(r.data, field.key, value),
        links:
          field.type === 'RELATION'
            ? [
                ...r.links.filter((l) => l.fieldKey !== field.key),
                ...(link ? [{ ...link, fieldKey: field.key, collectionId: field.relationCollectionId ?? '' }] : []),
              ]
            : r.links,
      }));
      try {
        const { data } = await inTurn(record.id, () => update({ variables: { id: record.id, data: sent } }));
        if (data) settle(data.updateRecord, sent);
      } catch (error) {
        // Reverted only if no later edit of the same cell is waiting or saved since.
        const waiting = pending.current.get(record.id);
        if (waiting && waiting[field.key] === sent[field.key]) {
          delete waiting[field.key];
          patch(record.id, (r) => ({ ...r, data: withValue(r.data, field.key, before), links: record.links }));
        }
        toaster.error({ title: `${field.label} was not saved`, description: fieldMessage(error, field.key), closable: true });
      }
    },
    [inTurn, patch, settle, update],
  );

  /** Several fields from the record panel; throws so the panel can put messages under its controls. */
  const saveRecord = useCallback(
    async (record: RecordRow, changes: Record<string, unknown>) => {
      const { data } = await inTurn(record.id, () => update({ variables: { id: record.id, data: changes } }));
      if (data) settle(data.updateRecord, changes);
      return data?.updateRecord;
    },
    [inTurn, settle, update],
  );

  const createRecord = useCallback(
    async (values: Record<string, unknown> = {}) => {
      const { data } = await create({ variables: { collectionId: collection.id, data: values } });
      if (!data) return null;
      pages.append(data.createRecord);
      bumpCollection(1);
      return data.createRecord;
    },
    [bumpCollection, collection.id, create, pages],
  );

  const deleteRecords = useCallback(
    async (ids: string[]) => {
      let deleted = 0;
      try {
        for (let i = 0; i < ids.length; i += MAX_BULK_DELETE) {
          const chunk = ids.slice(i, i + MAX_BULK_DELETE);
          const { data } = await removeMany({ variables: { collectionId: collection.id, ids: chunk } });
          deleted += data?.deleteRecords.deleted ?? 0;
          pages.remove(chunk);
        }
        toaster.success({ title: deleted === 1 ? 'Record deleted' : `${formatNumber(deleted)} records deleted` });
        return true;
      } catch (error) {
        toaster.error({ title: 'The records were not deleted', description: describeError(error).message, closable: true });
        return false;
      } finally {
        if (deleted) bumpCollection(-deleted);
      }
    },
    [bumpCollection, collection.id, pages, removeMany],
  );

  return { updateCell, saveRecord, createRecord, deleteRecords, creating, deleting };
}

export type RecordActions = ReturnType<typeof useRecordActions>;
