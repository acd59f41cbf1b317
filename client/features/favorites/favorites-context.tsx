/**
 * Whether hearts are shown (a customer with an account is logged in): provided once by the app, so
 * each product card asks a context instead of the customer store (cheap on a grid of 48 cards).
 */
import { createContext, useContext } from 'react';

export const FavoritesContext = createContext(false);
export const useFavoritesShown = () => useContext(FavoritesContext);
