import {
  useId,
  type ButtonHTMLAttributes,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { Link } from 'react-router-dom';

/** The customer app's few controls, written once: labelled, focus-visible, themed by portal.css. */

export function Button({
  variant = 'primary',
  busy,
  children,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: 'primary' | 'secondary' | 'ghost'; busy?: boolean }) {
  return (
    <button {...props} className={`p-button p-button--${variant}`} disabled={props.disabled || busy} aria-busy={busy || undefined}>
      {busy ? <span className="p-spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}

export function ButtonLink({ to, children, variant = 'primary' }: { to: string; children: ReactNode; variant?: 'primary' | 'secondary' }) {
  return (
    <Link to={to} className={`p-button p-button--${variant}`}>
      {children}
    </Link>
  );
}

interface FieldProps {
  label: string;
  error?: string;
  hint?: string;
}

export function TextField({ label, error, hint, ...props }: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className="p-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} {...props} aria-invalid={error ? true : undefined} aria-describedby={error || hint ? `${id}-note` : undefined} />
      {error || hint ? (
        <p id={`${id}-note`} className={error ? 'p-field__error' : 'p-field__hint'}>
          {error ?? hint}
        </p>
      ) : null}
    </div>
  );
}

export function TextArea({ label, error, ...props }: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <div className="p-field">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} {...props} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-note` : undefined} />
      {error ? (
        <p id={`${id}-note`} className="p-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function Select({ label, error, hint, children, ...props }: FieldProps & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <div className="p-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} {...props} aria-invalid={error ? true : undefined} aria-describedby={error || hint ? `${id}-note` : undefined}>
        {children}
      </select>
      {error || hint ? (
        <p id={`${id}-note`} className={error ? 'p-field__error' : 'p-field__hint'}>
          {error ?? hint}
        </p>
      ) : null}
    </div>
  );
}

export const Card = ({ children, className = '' }: { children: ReactNode; className?: string }) => (
  <section className={`p-card ${className}`}>{children}</section>
);

export const Badge = ({ children, tone = 'neutral' }: { children: ReactNode; tone?: 'neutral' | 'primary' | 'success' | 'warning' }) => (
  <span className={`p-badge p-badge--${tone}`}>{children}</span>
);

export const Alert = ({ children, tone = 'error' }: { children: ReactNode; tone?: 'error' | 'info' | 'success' }) => (
  <div role={tone === 'error' ? 'alert' : 'status'} className={`p-alert p-alert--${tone}`}>
    {children}
  </div>
);

export const Skeleton = ({ lines = 3 }: { lines?: number }) => (
  <div className="p-skeleton" aria-busy="true" aria-label="Loading">
    {Array.from({ length: lines }, (_, i) => (
      <span key={i} />
    ))}
  </div>
);
