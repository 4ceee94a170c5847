// Leagues and teams of the sports feed (issue 5, "Feeds"): fixed lists, so that a team keeps its
// name and badge from one match to the next. Teams are built from city lists per league.
import type { SportKey } from '../db/schema-games.ts';

export interface League {
  name: string;
  teams: readonly string[];
}

const FOOTBALL_SUFFIXES = [
  'FC',
  'United',
  'City',
  'Athletic',
  'Rovers',
  'Sporting',
  'Wanderers',
  'Albion',
];
const BASKETBALL_SUFFIXES = [
  'Hawks',
  'Titans',
  'Stars',
  'Kings',
  'Rockets',
  'Wolves',
  'Comets',
  'Blaze',
];

function teamsOf(cities: readonly string[], suffixes: readonly string[]): string[] {
  return cities.map((city, i) => `${city} ${suffixes[i % suffixes.length] ?? ''}`.trim());
}

const football = (name: string, cities: readonly string[]): League => ({
  name,
  teams: teamsOf(cities, FOOTBALL_SUFFIXES),
});
const basketball = (name: string, cities: readonly string[]): League => ({
  name,
  teams: teamsOf(cities, BASKETBALL_SUFFIXES),
});

const SOCCER: readonly League[] = [
  football('Premier League', [
    'Ashford',
    'Bramley',
    'Carlton',
    'Dunmore',
    'Eastwick',
    'Fairhaven',
    'Greystone',
    'Holloway',
    'Ironbridge',
    'Kingsmere',
  ]),
  football('La Liga', [
    'Almería',
    'Burgos',
    'Cádiz',
    'Durango',
    'Elche',
    'Ferrol',
    'Girona',
    'Huesca',
    'Irún',
    'Jaén',
  ]),
  football('Serie A', [
    'Ancona',
    'Bergamo',
    'Como',
    'Ferrara',
    'Genova',
    'Lecce',
    'Modena',
    'Parma',
    'Ravenna',
    'Siena',
  ]),
  football('Brasileirão', [
    'Belém',
    'Campinas',
    'Curitiba',
    'Goiânia',
    'Joinville',
    'Londrina',
    'Maceió',
    'Natal',
    'Recife',
    'Santos',
  ]),
  football('Bundesliga', [
    'Aachen',
    'Bielefeld',
    'Cottbus',
    'Darmstadt',
    'Erfurt',
    'Fürth',
    'Kassel',
    'Mainz',
    'Rostock',
    'Ulm',
  ]),
];

const BD: readonly League[] = [
  football('Bangladesh Premier League', [
    'Dhaka',
    'Chattogram',
    'Khulna',
    'Rajshahi',
    'Sylhet',
    'Barishal',
    'Rangpur',
    'Mymensingh',
    'Comilla',
    'Narayanganj',
  ]),
  football('Federation Cup', [
    'Gazipur',
    'Bogura',
    'Jessore',
    'Dinajpur',
    'Tangail',
    'Pabna',
    'Noakhali',
    'Kushtia',
    'Faridpur',
    'Feni',
  ]),
  football('South Asian Club Cup', [
    'Kolkata',
    'Kathmandu',
    'Colombo',
    'Thimphu',
    'Malé',
    'Lahore',
    'Goa',
    'Pokhara',
    'Kandy',
    'Shillong',
  ]),
];

const BASKETBALL: readonly League[] = [
  basketball('North American League', [
    'Albany',
    'Boise',
    'Charleston',
    'Dayton',
    'Eugene',
    'Fresno',
    'Tacoma',
    'Reno',
    'Spokane',
    'Tulsa',
  ]),
  basketball('EuroLeague', [
    'Athens',
    'Belgrade',
    'Kaunas',
    'Madrid',
    'Milan',
    'Munich',
    'Istanbul',
    'Tel Aviv',
    'Vitoria',
    'Valencia',
  ]),
  basketball('NBB Brasil', [
    'Bauru',
    'Franca',
    'Flamengo',
    'Minas',
    'Paulistano',
    'Pinheiros',
    'Brasília',
    'Fortaleza',
    'Mogi',
    'Unifacisa',
  ]),
  basketball('Asia Pro League', [
    'Seoul',
    'Osaka',
    'Taipei',
    'Manila',
    'Jakarta',
    'Bangkok',
    'Shanghai',
    'Hanoi',
    'Busan',
    'Nagoya',
  ]),
];

const CRICKET: readonly League[] = [
  {
    name: 'ODI Series',
    teams: [
      'India',
      'Australia',
      'England',
      'Pakistan',
      'South Africa',
      'New Zealand',
      'Sri Lanka',
      'Bangladesh',
      'West Indies',
      'Afghanistan',
    ],
  },
  {
    name: 'Premier T20',
    teams: [
      'Mumbai Mariners',
      'Chennai Chargers',
      'Delhi Daredevils XI',
      'Kolkata Knights XI',
      'Lahore Lions',
      'Karachi Kings XI',
      'Dhaka Dynamites XI',
      'Sydney Strikers',
    ],
  },
];

export const LEAGUES: Readonly<Record<SportKey, readonly League[]>> = {
  soccer: SOCCER,
  basketball: BASKETBALL,
  bd: BD,
  cricket: CRICKET,
};

export const SPORTS: readonly SportKey[] = ['soccer', 'basketball', 'bd', 'cricket'];

/** Minutes from kick-off to the final whistle (or the last ball). */
export const MATCH_MINUTES: Readonly<Record<SportKey, number>> = {
  soccer: 110,
  bd: 110,
  basketball: 150,
  cricket: 420,
};

/** URL-safe name of a team, the key of its badge. */
export function teamSlug(team: string): string {
  return team
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const SLUGS = new Map<string, string>(
  SPORTS.flatMap((sport) =>
    LEAGUES[sport].flatMap((league) => league.teams.map((team) => [teamSlug(team), team] as const)),
  ),
);

/** The team behind a badge slug, or undefined for a slug no league has. */
export function teamOfSlug(slug: string): string | undefined {
  return SLUGS.get(slug);
}
