import type { TestProject } from 'vitest/node';
import { usarPostgres } from './postgres-de-teste.ts';

/** The embedded PostgreSQL, the one `npm start` uses, whatever DATABASE_URL says (project "embutido"). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { adminUrl, modelo, soltar } = await usarPostgres('embutido');
  project.provide('pgAdminUrl', adminUrl);
  project.provide('pgModelo', modelo);
  return soltar;
}
