// Stands in for `jsonschema` in the Lambda bundle (bundle.ts). ElectroDB's only use of it is to check
// an entity's model against ElectroDB's model schema when the entity is built, at every cold start, and
// our models are constants: the unbundled code that tests and the local runtime run checks every one
// with the real jsonschema (functions/src/data/service.test.ts). Every model passes here.
class Validator {
  addSchema() {}
  validate() {
    return { valid: true, errors: [] };
  }
}
Validator.prototype.customFormats = {};
module.exports = { Validator };
