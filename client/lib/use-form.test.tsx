import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { object, string } from 'yup';
import { type FieldError, message, useForm } from './use-form.ts';

const schema = object({ email: string().required(message('validation.required')) });

function Probe({ readErrors, onErrors }: { readErrors: boolean; onErrors: (e: object) => void }) {
  const form = useForm(schema, { email: '' });
  const email = form.field('email');
  if (readErrors) onErrors(form.errors);
  return <input name={email.name} defaultValue={email.value} data-error={email.error?.key ?? ''} />;
}

describe('useForm', () => {
  it('does not validate an untouched form that nobody asks about (the header login form on every page)', () => {
    const spy = vi.spyOn(schema, 'validateSync');
    const html = renderToString(<Probe readErrors={false} onErrors={() => {}} />);
    expect(html).toContain('data-error=""');
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });

  it('validates when its errors are read, once per values', () => {
    const spy = vi.spyOn(schema, 'validateSync');
    let seen: Record<string, FieldError> = {};
    renderToString(
      <Probe
        readErrors
        onErrors={(e) => {
          seen = e as Record<string, FieldError>;
        }}
      />,
    );
    expect(seen.email?.key).toBe('validation.required');
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });
});
