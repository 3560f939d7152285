import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { call, type PortalApiError, type Schemas } from '../api';
import { RecordValue } from '../ui/record-value';
import { Alert, Button, Card, Skeleton } from '../ui/ui';

type Collection = Schemas['CustomerCollection'];
type Row = Schemas['CustomerRecord'];

/** A collection the team shared with customers: the signed-in customer's own records, read-only. */
export default function DataPage() {
  const { collectionId = '' } = useParams();
  const [collection, setCollection] = useState<Collection | null>(null);
  const [rows, setRows] = useState<Row[] | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const [error, setError] = useState<PortalApiError | null>(null);
  const [loading, setLoading] = useState(false);

  const load = async (cursor?: string) => {
    setLoading(true);
    try {
      const page = await call<Schemas['CustomerRecordPage']>('GET', '/customer/collections/records', { query: { collectionId, cursor } });
      setRows((old) => (cursor && old ? [...old, ...page.items] : page.items));
      setNext(page.nextCursor);
    } catch (e) {
      setError(e as PortalApiError);
    } finally {
      setLoading(false);
    }
  };
  useEffect(() => {
    call<Collection[]>('GET', '/customer/collections/list')
      .then((list) => setCollection(list.find((c) => c.id === collectionId) ?? null))
      .catch((e: PortalApiError) => setError(e));
    void load();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [collectionId]);

  if (error)
    return (
      <Card className="p-empty">
        <h1 className="p-h2">{error.status === 404 || error.status === 400 ? 'Not found' : 'This page could not be loaded'}</h1>
        <p className="p-muted">{error.status === 404 ? 'This list is not shared with you.' : error.message}</p>
        <Link to="/">Back home</Link>
      </Card>
    );
  if (!collection || !rows)
    return (
      <Card>
        <Skeleton lines={5} />
      </Card>
    );
  return (
    <>
      <div className="p-page-head">
        <h1>{collection.name}</h1>
      </div>
      {rows.length === 0 ? (
        <Card className="p-empty">
          <h2>Nothing here yet</h2>
          <p className="p-muted">When the team adds {collection.name.toLowerCase()} for you, they show here.</p>
        </Card>
      ) : (
        <Card className="p-table-card">
          <div className="p-table-scroll">
            <table className="p-table">
              <caption className="p-sr-only">{collection.name}</caption>
              <thead>
                <tr>
                  {collection.fields.map((f) => (
                    <th key={f.key} scope="col">
                      {f.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.id}>
                    {collection.fields.map((f) => (
                      <td key={f.key}>
                        <RecordValue field={f} value={r.data[f.key]} />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {next ? (
            <Button variant="secondary" busy={loading} onClick={() => void load(next)}>
              Show more
            </Button>
          ) : null}
        </Card>
      )}
      {error ? <Alert>{(error as PortalApiError).message}</Alert> : null}
    </>
  );
}
