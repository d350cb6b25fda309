import type { TestProject } from 'vitest/node';
import { usarPostgres } from './postgres-de-teste.ts';

/** The projects' PostgreSQL: the server of DATABASE_URL when given (CI: Debian's PostgreSQL 15), else the embedded one. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.DATABASE_URL;
  const { adminUrl, modelo, soltar } = await usarPostgres(url ? { externo: url } : 'embutido');
  project.provide('pgAdminUrl', adminUrl);
  project.provide('pgModelo', modelo);
  return soltar;
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgModelo: string;
  }
}
