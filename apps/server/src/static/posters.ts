// Pictures the seed data points at (banners, slides, VIP badges): generated SVG, so that the home
// carousel, the promotion tiles and the VIP club show real images without shipping any. Only the
// names listed here exist; anything else under these folders is a 404.
import { VIP_LEVELS } from '../seed/catalog-data.ts';

const POSTERS: ReadonlyMap<string, string> = new Map([
  ['banners/download', 'Download the app'],
  ['banners/welcome', 'Welcome bonus'],
  ['banners/check-in', 'Daily check-in'],
  ['slides/sports', 'Sports'],
  ['slides/lottery', 'Mark Six'],
  ['slides/live', 'Live games'],
  ...VIP_LEVELS.map((vip): [string, string] => [`vip/${vip.name}`, `VIP ${vip.name}`]),
]);

/** The public path of a poster, e.g. posterPath('slides', 'sports') = '/static/slides/sports.svg'. */
export function posterPath(folder: string, name: string): string {
  const key = `${folder}/${name}`;
  if (!POSTERS.has(key)) throw new Error(`no poster named ${key}`);
  return `/static/${key}.svg`;
}

/** The title drawn on a poster, or undefined when there is no such poster. */
export function posterTitle(folder: string, file: string): string | undefined {
  return POSTERS.get(`${folder}/${file.replace(/\.svg$/, '')}`);
}
