// Where the draw games live (spec section 2: /lottery, login required): each game at
// /lottery/<game>, ten-car racing at /lottery/pk10. The navigation links here without loading the
// draw games' code.
export const LOTTERY_PATH = '/lottery';
export const RACING_PATH = `${LOTTERY_PATH}/pk10`;
