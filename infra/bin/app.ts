import { routes } from '@outreach/shared/routes';
import { buildApp } from '../lib/app.ts';

buildApp({ routes });
