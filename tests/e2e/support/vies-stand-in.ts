/**
 * The VIES stand-in for the browser journeys (api/vies/stand-in.ts, decision 072): the API under
 * test asks it instead of the EU's VIES (VIES_URL in playwright.config.ts). Run by Node as it is.
 *   PORT (3103)
 */
import { startViesStandIn } from '../../../api/vies/stand-in.ts';

const stand = await startViesStandIn({ port: Number(process.env.PORT ?? 3103) });
const stop = () => void stand.close().finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
