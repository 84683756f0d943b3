import { prepareTestDatabases } from './test-database';

/** jest's globalSetup: the run's template databases, made (or found) once before any test file. */
export default async function globalSetup(): Promise<void> {
  await prepareTestDatabases();
}
