/** The database's check constraints list plans, statuses and languages as literals (drizzle-kit loads the schema
 *  without shared-contracts); they must stay equal to the contracts' lists. */
import { LANGUAGES, PLACEMENTS, PLANS } from 'shared-contracts';
import { AD_STATUSES, AUDIT_LOG_ACTIONS, REVIEW_ACTIONS } from 'shared-contracts/api';
import {
  AD_AUDIT_ACTIONS,
  AUDIT_ACTIONS,
  DB_AD_STATUSES,
  DB_LANGUAGES,
  DB_PLACEMENTS,
  DB_PLANS,
} from './schema';

test('the database allows exactly the plans, ad statuses, languages and placements of shared-contracts', () => {
  expect([...DB_PLANS]).toEqual([...PLANS]);
  expect([...DB_AD_STATUSES].sort()).toEqual([...AD_STATUSES].sort());
  expect([...DB_LANGUAGES]).toEqual([...LANGUAGES]);
  expect([...DB_PLACEMENTS]).toEqual([...PLACEMENTS]);
});

test('the audit log records exactly the review actions of shared-contracts', () => {
  expect([...AD_AUDIT_ACTIONS]).toEqual([...REVIEW_ACTIONS]);
  expect([...AUDIT_ACTIONS]).toEqual([...AUDIT_LOG_ACTIONS]);
});
