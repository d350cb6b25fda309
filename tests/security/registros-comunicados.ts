import type { AppDeTeste } from '../support/app.ts';
import { enviarArquivo } from '../server/modules/mensagens/ajudantes.ts';

// The matrix's announcements (not a test file itself): one to Sede only, asking for confirmation,
// with an attachment (the other unit's user is outside its audience: 404, never its text), read by
// the administrator (a row of the writers' list of readings), and,
// for the deletions, one made anew for each call.

type Gravar = (method: 'POST', url: string, payload: object) => Promise<{ id: number }>;

export type FixoDosComunicados = 'comunicadoDaSede' | 'anexoDoComunicado' | 'leituraDoComunicado';
export type DescartavelDosComunicados = 'comunicadoDescartavel';

export const ehDescartavelDosComunicados = (nome: string): nome is DescartavelDosComunicados => nome === 'comunicadoDescartavel';

export async function fixosDosComunicados(t: AppDeTeste, admin: Gravar, tokenDoAdministrador: string, sede: number): Promise<Record<FixoDosComunicados, number>> {
  const anexo = await enviarArquivo(t, tokenDoAdministrador, 'escala.txt', 'escala de plantão');
  const comunicado = await admin('POST', '/api/comunicados', {
    titulo: 'Comunicado da Matriz',
    texto: 'Só para a Sede.',
    alcance: 'UNIDADES',
    unidades: [{ id: sede }],
    exigeConfirmacao: true,
    anexos: [{ arquivo: { id: anexo } }],
  });
  const leitura = await t.chamar({ method: 'POST', url: `/api/comunicados/recebidos/${comunicado.id}/leitura`, token: tokenDoAdministrador });
  if (leitura.statusCode !== 200) throw new Error(`leitura do comunicado da matriz: ${leitura.statusCode} ${leitura.body}`);
  const { id } = await t.db.selectFrom('comunicado_leitura').select('id').where('comunicado_id', '=', comunicado.id).executeTakeFirstOrThrow();
  return { comunicadoDaSede: comunicado.id, anexoDoComunicado: anexo, leituraDoComunicado: id };
}

export async function descartavelDosComunicados(admin: Gravar, seq: number): Promise<number> {
  return (await admin('POST', '/api/comunicados', { titulo: `Descartável ${seq}`, texto: 'A excluir.', alcance: 'TODOS' })).id;
}
