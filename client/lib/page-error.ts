import { createContext } from 'react';

/** The status of the page on screen when it is an error page (then there is no entity to ask the API about). */
export const PageErrorContext = createContext<number | null>(null);
