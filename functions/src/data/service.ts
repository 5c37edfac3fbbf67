import { Service } from 'electrodb';
import { dynamoClient } from '../lib/aws-clients.ts';
import { IdempotencyEntity } from './entities/idempotency.ts';
import { MembershipEntity } from './entities/membership.ts';
import { PlanFeatureEntity } from './entities/plan-feature.ts';
import { RateCounterEntity } from './entities/rate-counter.ts';
import { SessionEntity } from './entities/session.ts';
import { TeamEntity } from './entities/team.ts';
import { TokenEntity } from './entities/token.ts';
import { UserEntity } from './entities/user.ts';
import { UserEmailEntity } from './entities/user-email.ts';

export function createDb(table: string) {
  return new Service(
    {
      user: UserEntity,
      userEmail: UserEmailEntity,
      team: TeamEntity,
      membership: MembershipEntity,
      session: SessionEntity,
      token: TokenEntity,
      rateCounter: RateCounterEntity,
      planFeature: PlanFeatureEntity,
      idempotency: IdempotencyEntity,
    },
    { client: dynamoClient(), table },
  );
}

export type Db = ReturnType<typeof createDb>;
