// Cricket (spec section 7): its own lobby and bet-by-id match page; routes load lazily.
export { offersCricket } from './offers-cricket';
