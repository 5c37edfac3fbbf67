import { describe, expect, it } from 'vitest';
import { typeaheadResults } from './typeahead.ts';

describe('typeahead answer', () => {
  it('takes the id from each target URN and skips hits without an id or a name', () => {
    expect(
      typeaheadResults({
        elements: [
          { targetUrn: 'urn:li:fsd_geo:103035651', text: { text: ' Berlin, Berlin, Germany ' } },
          {
            targetUrn: 'urn:li:fsd_company:1441',
            text: { text: 'Google' },
            subtext: { text: 'Software Development' },
          },
          { text: { text: 'no urn' } },
          { targetUrn: 'urn:li:fsd_geo:1' },
        ],
      }),
    ).toEqual([
      { id: '103035651', name: 'Berlin, Berlin, Germany' },
      { id: '1441', name: 'Google', subtitle: 'Software Development' },
    ]);
    expect(typeaheadResults({})).toEqual([]);
  });
});
