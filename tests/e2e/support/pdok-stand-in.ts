/**
 * The PDOK Locatieserver stand-in for the browser journeys (api/pdok/stand-in.ts, decision 098):
 * the API under test asks it instead of PDOK (PDOK_URL in playwright.config.ts). Its postcode
 * 9999ZZ always answers a server error: PDOK down, for one journey only. Run by Node as it is.
 *   PORT (3104)
 */
import { startPdokStandIn } from '../../../api/pdok/stand-in.ts';

const stand = await startPdokStandIn({ port: Number(process.env.PORT ?? 3104) });
const stop = () => void stand.close().finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
