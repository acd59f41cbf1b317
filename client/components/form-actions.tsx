/**
 * The foot of the account forms (spec 5): the problem the API or the network gave, as an alert, and
 * the buttons: submit, labelled for its work while busy (and disabled), then any others.
 */
import type { ReactNode } from 'react';

export function FormProblem({ problem }: { problem: ReactNode }) {
  return problem ? (
    <p className="form-notice form-notice-danger" role="alert">
      {problem}
    </p>
  ) : null;
}

export function FormActions({
  busy,
  label,
  busyLabel,
  markBusy,
  children,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  /** also tell assistive technology that the form is busy (aria-busy) */
  markBusy?: boolean;
  /** buttons after submit (cancel, another view) */
  children?: ReactNode;
}) {
  return (
    <div className="auth-form-actions">
      <button type="submit" className="button" disabled={busy} aria-busy={(markBusy && busy) || undefined}>
        {busy ? busyLabel : label}
      </button>
      {children}
    </div>
  );
}
