// The balls and zodiac of a draw, shared by the board and the draw header.
export { BallWithZodiac } from './ball-with-zodiac';
export { animalOfBall, drawZodiacOf, useDrawZodiac, type DrawZodiac } from './draw-zodiac';
export { ZodiacDateNote } from './zodiac-date-note';
