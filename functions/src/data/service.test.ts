import { describe, expect, it } from 'vitest';
import { Entity } from './electrodb.ts';
import { createDb } from './service.ts';

// The Lambda bundle swaps jsonschema for a stand-in that passes (infra/lib/jsonschema-pass.cjs): the
// entity models are checked here, where ElectroDB builds every one of them with the real check.
describe('entity models', () => {
  it('are all built, and checked against ElectroDB model schema, by the unbundled code', () => {
    const db = createDb('outreach');
    expect(Object.keys(db.entities).length).toBeGreaterThanOrEqual(65);
    expect(
      () =>
        new Entity({
          model: { entity: 'broken', version: '1', service: 'outreach' },
          attributes: { id: { type: 'string' } },
        } as never),
    ).toThrow(/requires property "indexes"/);
  });
});
