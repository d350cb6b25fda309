// The matrix's project (not a test file itself): projects are institution-wide, so the other
// unit's caller, holding the projects' tags, reaches it as the administrator does.

type Gravar = (method: 'POST', url: string, payload: object) => Promise<{ id: number }>;

export type FixoDosProjetos = 'projetoDaMatriz' | 'secaoDoProjeto';

export async function fixosDosProjetos(admin: Gravar): Promise<Record<FixoDosProjetos, number | string>> {
  const projeto = await admin('POST', '/api/projetos', { codigo: 'MATRIZ', nome: 'Projeto da Matriz', situacao: 'EM_EXECUCAO' });
  return { projetoDaMatriz: projeto.id, secaoDoProjeto: 'metas' };
}
