// The board's chosen subset (spec section 3, selectedPk10Subset; default twoSides). Kept in memory,
// so it is remembered while the page lives (leaving and coming back keeps it; a reload opens on
// the default).
import { DEFAULT_PK10_SUBSET, type Pk10Subset } from '@bet/domain/racing';
import { atom } from 'jotai';

export const racingSubsetAtom = atom<Pk10Subset>(DEFAULT_PK10_SUBSET);
