import {
  COMPANIES,
  FIRST_NAMES,
  HEADLINE_PATTERNS,
  LAST_NAMES,
  LOCATIONS,
  ROLES,
} from './population-data.ts';
import { hashString, idChars, intBetween, memberIdFor, pick, rngFor } from './random.ts';

export interface Person {
  /** Index in the population (accounts use ids from ACCOUNT_ID_BASE). */
  id: number;
  publicId: string;
  /** `ACoAA…`, 39 characters, like the site's member ids. */
  memberId: string;
  firstName: string;
  lastName: string;
  name: string;
  headline: string;
  title: string;
  company: string;
  companyId: string;
  location: string;
  geoId: string;
  industry: string;
  about: string;
  skills: string[];
  /** Number of connections shown on the profile ("500+" above 500). */
  connectionCount: number;
  followerCount: number;
  /** Creators show Follow as the primary action; Connect is then under "More". */
  connectUnderMore: boolean;
  hasPhoto: boolean;
  color: string;
}

export interface SandboxAccountSeed {
  email: string;
  password: string;
  challenge: 'none' | 'email-pin';
  firstName: string;
  lastName: string;
  title: string;
  company: string;
  location: string;
}

/** The accounts users can connect. All share the password `Sandbox1!`. */
export const SANDBOX_ACCOUNTS: readonly SandboxAccountSeed[] = [
  {
    email: 'alex@sandbox.test',
    password: 'Sandbox1!',
    challenge: 'none',
    firstName: 'Alex',
    lastName: 'Morgan',
    title: 'Head of Growth',
    company: 'Sandbox Ventures',
    location: 'San Francisco, California, United States',
  },
  {
    email: 'casey@sandbox.test',
    password: 'Sandbox1!',
    challenge: 'email-pin',
    firstName: 'Casey',
    lastName: 'Rivera',
    title: 'Senior Recruiter',
    company: 'Sandbox Talent',
    location: 'London, England, United Kingdom',
  },
  {
    email: 'jordan@sandbox.test',
    password: 'Sandbox1!',
    challenge: 'none',
    firstName: 'Jordan',
    lastName: 'Lee',
    title: 'Account Executive',
    company: 'Sandbox Software',
    location: 'Berlin, Berlin, Germany',
  },
  {
    email: 'riley@sandbox.test',
    password: 'Sandbox1!',
    challenge: 'email-pin',
    firstName: 'Riley',
    lastName: 'Chen',
    title: 'Founder & CEO',
    company: 'Sandbox Labs',
    location: 'Toronto, Ontario, Canada',
  },
  {
    email: 'sam@sandbox.test',
    password: 'Sandbox1!',
    challenge: 'none',
    firstName: 'Sam',
    lastName: 'Patel',
    title: 'Marketing Manager',
    company: 'Sandbox Media',
    location: 'Bengaluru, Karnataka, India',
  },
  {
    email: 'taylor@sandbox.test',
    password: 'Sandbox1!',
    challenge: 'none',
    firstName: 'Taylor',
    lastName: 'Nguyen',
    title: 'Customer Success Manager',
    company: 'Sandbox Cloud',
    location: 'Sydney, New South Wales, Australia',
  },
];

export const DEFAULT_POPULATION_SIZE = 1200;
export const ACCOUNT_ID_BASE = 1_000_000;

const COLORS = ['#0a66c2', '#057642', '#915907', '#b24020', '#8f5849', '#5f4b8b', '#00796b', '#c37d16'];

export function companyIdOf(name: string): string {
  return String(1000 + (hashString(`company|${name}`) % 90000));
}

/** An industry's id, as LinkedIn's search `industry` filter takes it. */
export function industryIdOf(name: string): string {
  return String(1 + (hashString(`industry|${name}`) % 9000));
}

export function geoIdOf(location: string): string {
  return String(100000000 + (hashString(`geo|${location}`) % 900000000));
}

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export interface Population {
  people: Person[];
  accounts: Person[];
  byPublicId: Map<string, Person>;
  byMemberId: Map<string, Person>;
  byId: Map<number, Person>;
}

/** Generates the same people for the same seed. */
export function generatePopulation(seed: number, size = DEFAULT_POPULATION_SIZE): Population {
  const people: Person[] = [];
  for (let id = 0; id < size; id++) people.push(generatePerson(seed, id));
  const accounts = SANDBOX_ACCOUNTS.map((account, index) => accountPerson(seed, account, index));
  const all = [...people, ...accounts];
  return {
    people,
    accounts,
    byPublicId: new Map(all.map((p) => [p.publicId, p])),
    byMemberId: new Map(all.map((p) => [p.memberId, p])),
    byId: new Map(all.map((p) => [p.id, p])),
  };
}

function generatePerson(seed: number, id: number): Person {
  const rand = rngFor(seed, 'person', id);
  const firstName = pick(rand, FIRST_NAMES);
  const lastName = pick(rand, LAST_NAMES);
  const role = pick(rand, ROLES);
  const company = pick(rand, COMPANIES);
  const previous = pick(rand, COMPANIES);
  const location = pick(rand, LOCATIONS);
  const [skill1, skill2, skill3] = role.skills;
  const headline = pick(rand, HEADLINE_PATTERNS)
    .replace('{title}', role.title)
    .replace('{company}', company.name)
    .replace('{company2}', previous.name)
    .replace('{skill1}', skill1)
    .replace('{skill2}', skill2)
    .replace('{skill3}', skill3);
  // Suffix like the site's (`jane-doe-4a7b1c2d`) keeps public ids unique and stable.
  const publicId = `${slug(firstName)}-${slug(lastName)}-${idChars(rand, 8, '0123456789abcdef')}`;
  const connectionCount = rand() < 0.45 ? intBetween(rand, 500, 9000) : intBetween(rand, 12, 499);
  return {
    id,
    publicId,
    memberId: memberIdFor(seed, `person-${id}`),
    firstName,
    lastName,
    name: `${firstName} ${lastName}`,
    headline,
    title: role.title,
    company: company.name,
    companyId: companyIdOf(company.name),
    location,
    geoId: geoIdOf(location),
    industry: company.industry,
    about: `${role.title} with a focus on ${skill1.toLowerCase()} and ${skill2.toLowerCase()}. Previously at ${previous.name}. Based in ${location.split(',')[0]}.`,
    skills: [...role.skills],
    connectionCount,
    followerCount: connectionCount + intBetween(rand, 0, 4000),
    connectUnderMore: rand() < 0.25,
    hasPhoto: rand() < 0.85,
    color: pick(rand, COLORS),
  };
}

function accountPerson(seed: number, account: SandboxAccountSeed, index: number): Person {
  const location = account.location;
  return {
    id: ACCOUNT_ID_BASE + index,
    publicId: `${slug(account.firstName)}-${slug(account.lastName)}-sandbox`,
    memberId: memberIdFor(seed, `account-${account.email}`),
    firstName: account.firstName,
    lastName: account.lastName,
    name: `${account.firstName} ${account.lastName}`,
    headline: `${account.title} at ${account.company}`,
    title: account.title,
    company: account.company,
    companyId: companyIdOf(account.company),
    location,
    geoId: geoIdOf(location),
    industry: 'Software Development',
    about: 'A sandbox account for developing and testing outreach automation.',
    skills: ['Outreach', 'Automation', 'Testing'],
    connectionCount: 0,
    followerCount: 0,
    connectUnderMore: false,
    hasPhoto: true,
    color: COLORS[index % COLORS.length],
  };
}
