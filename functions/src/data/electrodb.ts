// ElectroDB's entity and transactions, without its Service. ElectroDB is CommonJS, so importing
// 'electrodb' loads every one of its modules, the Service's too (19 KiB minified), in every function,
// and no function groups entities (only the local hosts do: data/service.ts). Types stay 'electrodb''s.
import conversions from 'electrodb/src/conversions.js';
import entity from 'electrodb/src/entity.js';
import transaction from 'electrodb/src/transaction.js';

export const { Entity } = entity;
export const { createWriteTransaction } = transaction;
export const { createConversions } = conversions;
