import type { Db } from '../db/db.ts';
import type { Clock } from '../lib/clock.ts';
import type { ApiConfig } from '../config.ts';
import { AuthService } from './auth.ts';

export interface Services {
  auth: AuthService;
}

export function createServices(db: Db, clock: Clock, config: ApiConfig): Services {
  return {
    auth: new AuthService(db, clock, config),
  };
}
