/** The register's resource (both modes'): a write of it refreshes every read keyed under it (useRevalidarRecurso). */
export const RECURSO_DE_PESSOAS = '/api/pessoas';
