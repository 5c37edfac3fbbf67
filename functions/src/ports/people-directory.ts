/** One person of a people database (a lead-finder provider). */
export interface DirectoryPerson {
  publicId: string;
  profileUrl: string;
  firstName: string;
  lastName: string;
  name: string;
  headline: string;
  title: string;
  company: string;
  location: string;
  industry: string;
}

export interface DirectorySearch {
  keywords: string;
  title: string;
  company: string;
  location: string;
  offset: number;
  limit: number;
}

/**
 * The lead finder's people database. Locally the LinkedIn sandbox's population
 * (`/_sandbox/directory/people`); in AWS a data provider behind the same HTTP shape
 * (`PEOPLE_DIRECTORY_URL`). A host without one answers the lead finder with 503.
 */
export interface PeopleDirectory {
  search(q: DirectorySearch): Promise<{ total: number; people: DirectoryPerson[] }>;
  /** People by public id, unknown ids left out. */
  byIds(publicIds: readonly string[]): Promise<DirectoryPerson[]>;
}
