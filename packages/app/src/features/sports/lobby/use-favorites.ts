// Starred matches and leagues (issue 15): a member's on the server (sports.favorites /
// sports.setFavorite), a visitor's in localStorage.
import type { Favorites } from '@bet/api/contract/sports-schemas';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { useCallback } from 'react';
import { endpointMutation, endpointQuery } from '../../../lib/api/endpoint-query';
import { useIsAuthorized } from '../../auth';

export const FAVORITES_STORAGE_KEY = 'sport_favorites';
const NONE: Favorites = { matches: [], leagues: [] };

export const visitorFavoritesAtom = atomWithStorage<Favorites>(
  FAVORITES_STORAGE_KEY,
  NONE,
  undefined,
  {
    getOnInit: true,
  },
);

export type FavoriteKind = 'match' | 'league';

export interface FavoritesState {
  readonly favorites: Favorites;
  readonly isStarred: (kind: FavoriteKind, id: string) => boolean;
  readonly toggle: (kind: FavoriteKind, id: string) => void;
}

const listOf = (kind: FavoriteKind) => (kind === 'match' ? 'matches' : 'leagues');

export function useFavorites(): FavoritesState {
  const member = useIsAuthorized();
  const [visitor, setVisitor] = useAtom(visitorFavoritesAtom);
  const { data } = useQuery({ ...endpointQuery('sports.favorites'), enabled: member });
  const { mutate } = useMutation(
    endpointMutation('sports.setFavorite', { invalidates: ['sports.favorites'] }),
  );
  const favorites = member ? (data ?? NONE) : visitor;
  const isStarred = useCallback(
    (kind: FavoriteKind, id: string) => favorites[listOf(kind)].includes(id),
    [favorites],
  );
  const toggle = useCallback(
    (kind: FavoriteKind, id: string) => {
      const on = !favorites[listOf(kind)].includes(id);
      if (member) {
        mutate({ body: { kind, id, on } });
        return;
      }
      setVisitor((prev) => {
        const list = prev[listOf(kind)].filter((item) => item !== id);
        return { ...prev, [listOf(kind)]: on ? [...list, id] : list };
      });
    },
    [favorites, member, mutate, setVisitor],
  );
  return { favorites, isStarred, toggle };
}
