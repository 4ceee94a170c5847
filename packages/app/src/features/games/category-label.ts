// The label of a provider's game category: the shared translations where they exist (slots,
// arcade), the games section for the rest of the reference lobbies, else the category as sent.
import { useText, type TextKey } from '@bet/ui/text';
import { useCallback } from 'react';
import { useAppSection } from '../../lib/i18n/app-section';

const SHARED = { slots: 'common:games.slots', arcade: 'common:games.arcade' } as const;
const OWN: Readonly<Record<string, TextKey>> = {
  fishing: 'app:games.categories.fishing',
  live: 'app:games.categories.live',
  cards: 'app:games.categories.cards',
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The label of a category; undefined for a game without one. */
export function useCategoryLabel(): (category: string) => string | undefined {
  const t = useText();
  useAppSection('games');
  return useCallback(
    (category) => {
      const key = category.trim().toLowerCase();
      if (key === '') return undefined;
      if (key in SHARED) return t(SHARED[key as keyof typeof SHARED]);
      const own = OWN[key];
      return own === undefined ? capitalised(category.trim()) : t(own);
    },
    [t],
  );
}
