/**
 * The saving of a dashboard form (an address, a machine, the profile): one save at a time; while it
 * runs `saving` is true, and when it fails `problem` says why: the form's own text for a refusal it
 * knows (`explain`, by the API's error code), the API's own message for a 400, a generic one for
 * anything else.
 */
import { useState } from 'react';
import { useApp } from '../../lib/app-context.tsx';
import { ApiFetchError } from '../../lib/fetcher.ts';

export function useSave(explain?: (error: ApiFetchError) => string | undefined) {
  const { t } = useApp();
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  async function save(work: () => Promise<void>) {
    if (saving) return;
    setSaving(true);
    setProblem(null);
    try {
      await work();
    } catch (error) {
      const known = error instanceof ApiFetchError ? explain?.(error) : undefined;
      setProblem(
        known ??
          (error instanceof ApiFetchError && error.status === 400 ? error.message : t('error_occured')),
      );
    } finally {
      setSaving(false);
    }
  }
  return { saving, problem, save };
}
