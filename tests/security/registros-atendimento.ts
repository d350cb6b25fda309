// The matrix's service desk (not a test file itself): a ticket type (institution-wide, so the
// other unit's caller, holding the tags, reaches it) and a ticket of the Sede (a 404 for the other
// unit's caller); the types also get one made anew for every DELETE.

type Gravar = (method: 'POST', url: string, payload: object) => Promise<{ id: number }>;

export type FixoDoAtendimento = 'tipoDeAtendimento' | 'atendimentoDaMatriz' | 'campoDoCalendarioDeAtendimento';
export type DescartavelDoAtendimento = 'tipoDeAtendimentoDescartavel';

export async function fixosDoAtendimento(admin: Gravar): Promise<Record<FixoDoAtendimento, number | string>> {
  const tipo = (await admin('POST', '/api/atendimento/tipos', { descricao: 'Tipo da Matriz' })).id;
  const atendimento = (await admin('POST', '/api/atendimento/atendimentos', { assunto: 'Atendimento da Matriz', tipo, prioridade: 'ALTA' })).id;
  return { tipoDeAtendimento: tipo, atendimentoDaMatriz: atendimento, campoDoCalendarioDeAtendimento: 'sabado' };
}

export async function descartavelDoAtendimento(admin: Gravar, seq: number): Promise<number> {
  return (await admin('POST', '/api/atendimento/tipos', { descricao: `Tipo descartável ${seq}` })).id;
}
