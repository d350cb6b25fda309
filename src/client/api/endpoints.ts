// The URLs the client reads through SWR, named once so that revalidations hit the same keys.
export const CONTEXT_URL = '/api/context';
export const PERMISSOES_URL = '/api/context/usuarios/permissoes';
export const PERFIL_URL = '/api/perfilusuario';
