import { formatNumberValue } from '../../../../server/modules/database/database.number-format';
import type { components } from '../../gql/rest';

type Field = Pick<components['schemas']['CollectionField'], 'type'> &
  Partial<Pick<components['schemas']['CollectionField'], 'numberFormat'>>;

/** One value of a record as text; files and addresses as links (files are signed, short-lived). */
export function RecordValue({ field, value }: { field: Field; value: unknown }) {
  if (value === undefined || value === null || value === '') return <span className="p-muted">—</span>;
  if (field.type === 'BOOLEAN') return <>{value ? 'Yes' : 'No'}</>;
  if (field.type === 'FILE' && typeof value === 'object' && value && 'url' in value) {
    const file = value as { url: string; name: string };
    return (
      <a href={file.url} target="_blank" rel="noreferrer">
        {file.name}
      </a>
    );
  }
  if (field.type === 'URL' && typeof value === 'string')
    return (
      <a href={value} target="_blank" rel="noreferrer">
        {value}
      </a>
    );
  if (field.type === 'DATE' && typeof value === 'string') return <>{new Date(`${value}T00:00:00`).toLocaleDateString()}</>;
  if (field.type === 'DATETIME' && typeof value === 'string') return <>{new Date(value).toLocaleString()}</>;
  if (Array.isArray(value)) return <>{value.join(', ')}</>;
  // A NUMBER shows in its field's format ("$1,234.50", "12.5%"), as in the builder's grid.
  if (typeof value === 'number')
    return <>{field.type === 'NUMBER' ? formatNumberValue(value, field.numberFormat) : value.toLocaleString()}</>;
  return <>{String(value)}</>;
}
