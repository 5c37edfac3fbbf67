// The ElectroDB modules that data/electrodb.ts loads one by one, typed from the package's index.
declare module 'electrodb/src/entity.js' {
  const entity: { Entity: typeof import('electrodb').Entity };
  export default entity;
}
declare module 'electrodb/src/transaction.js' {
  const transaction: { createWriteTransaction: typeof import('electrodb').createWriteTransaction };
  export default transaction;
}
declare module 'electrodb/src/conversions.js' {
  const conversions: { createConversions: typeof import('electrodb').createConversions };
  export default conversions;
}
