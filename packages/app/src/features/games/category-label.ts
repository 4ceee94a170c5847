// The label of a provider's game category: the shared translations where they exist (slots,
// arcade), the games section for the rest of the reference lobbies, else the category as sent.
import { useCallback } from 'react';
import { useAppText, type AppTextKey } from '../../lib/i18n/use-app-text';
import { useLabel } from '../../lib/i18n/use-label';

const SHARED = { slots: 'common:games.slots', arcade: 'common:games.arcade' } as const;
const OWN: Readonly<Record<string, AppTextKey>> = {
  fishing: 'games.categories.fishing',
  live: 'games.categories.live',
  cards: 'games.categories.cards',
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The label of a category; undefined for a game without one. */
export function useCategoryLabel(): (category: string) => string | undefined {
  const label = useLabel();
  const text = useAppText();
  return useCallback(
    (category) => {
      const key = category.trim().toLowerCase();
      if (key === '') return undefined;
      if (key in SHARED) return label(SHARED[key as keyof typeof SHARED]);
      const own = OWN[key];
      return own === undefined ? capitalised(category.trim()) : text(own);
    },
    [label, text],
  );
}
