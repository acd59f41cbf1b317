/** Data of a content page (including recipes). */
import { apiKeys } from '../../../shared/api-keys.ts';
import type { Resolved } from '../../../shared/contract/content.ts';
import type { LoadArgs } from '../../route-data.ts';

export async function loadContent({ get, preload, locale }: LoadArgs, resolved: Resolved) {
  await get(apiKeys.page(resolved.id, locale));
  preload('content');
}
