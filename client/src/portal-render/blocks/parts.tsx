import { useId, type ReactNode } from 'react';

/** The pieces the data blocks share between the portal and the builder's preview: no router, no session. */

export function Panel({
  title,
  action,
  children,
  className = '',
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  // Named by its heading, a panel is a region a screen reader's landmarks list offers.
  return (
    <section className={`p-block-panel ${className}`} aria-labelledby={title ? headingId : undefined}>
      {title || action ? (
        <div className="p-block-panel__head">
          {title ? (
            <h2 className="p-block-panel__title" id={headingId}>
              {title}
            </h2>
          ) : (
            <span />
          )}
          {action}
        </div>
      ) : null}
      {children}
    </section>
  );
}

export function Table({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: Array<{ key: string; label: string }>;
  rows: Array<{ id: string; cells: ReactNode[] }>;
}) {
  return (
    <div className="p-block-table-scroll" tabIndex={0} role="region" aria-label={caption}>
      <table className="p-block-table">
        <caption className="p-block-sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col">
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              {r.cells.map((cell, i) => (
                // The label shows beside the value when a phone lays each row out as a card.
                <td key={columns[i]?.key ?? i} data-label={columns[i]?.label ?? ''}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export const Badge = ({ children, tone = 'neutral' }: { children: ReactNode; tone?: 'neutral' | 'primary' | 'success' | 'warning' }) => (
  <span className={`p-block-badge p-block-badge--${tone}`}>{children}</span>
);

export const Loading = () => (
  <div className="p-block-loading" aria-busy="true" aria-label="Loading">
    <span />
    <span />
    <span />
  </div>
);

/** The fields a COLLECTION_TABLE shows: the chosen ones in their order, or all when none was chosen. */
export function chosenFields<F extends { key: string }>(all: F[], keys: string[]): F[] {
  if (keys.length === 0) return all;
  return keys.map((k) => all.find((f) => f.key === k)).filter((f): f is F => !!f);
}

/** Workflows a WORKFLOW_LIST shows: those chosen, or all when none was chosen. */
export const chosenWorkflows = <W extends { id: string }>(all: W[], ids: string[]) =>
  ids.length === 0 ? all : all.filter((w) => ids.includes(w.id));

export const TICKET_TONE = { OPEN: 'primary', IN_PROGRESS: 'warning', RESOLVED: 'success', CLOSED: 'neutral' } as const;
