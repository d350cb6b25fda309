import type { ImportacaoResolvida } from '../../../shared/engine/tela-resolvida.ts';
import type { Db } from '../../db/database.ts';
import { ganchosDe, type ContextoDaValidacao } from '../ganchos.ts';
import type { Recurso } from '../recurso.ts';
import { registrosComChaves } from './chaves-do-recurso.ts';
import type { Avaliacao } from './destino.ts';
import { errosDaLinha } from './erros-da-linha.ts';
import type { RegistroDoRecurso } from './registro-do-recurso.ts';

// The form's save also runs its model's validar hook (a category under an analytic parent):
// each row the form's rules let through is judged by it as a new record, one row after the
// other (in the job step's transaction; the preview's reads outside one), and its errors reject
// the row with the hook's messages.
// A row whose key a record already holds is not: the import ignores it (its duplicate rule),
// where the hook would refuse it as a record repeating that key.

export async function julgarPeloGancho(
  db: Db,
  recurso: Recurso,
  importacao: ImportacaoResolvida,
  unidadeId: number,
  avaliacoes: readonly Avaliacao<RegistroDoRecurso>[],
): Promise<Avaliacao<RegistroDoRecurso>[]> {
  const { validar } = ganchosDe(recurso.modelo.$id);
  if (validar === undefined) return [...avaliacoes];
  const chaves = avaliacoes.flatMap((a) => (a.valida ? a.chaves : []));
  const cadastradas = await registrosComChaves(db, recurso, importacao.chaves, chaves, unidadeId);
  const ctx: ContextoDaValidacao = { trx: db, sessao: { unidadeId }, recurso: { url: recurso.descritor.recurso, modelo: recurso.modelo } };
  const julgadas: Avaliacao<RegistroDoRecurso>[] = [];
  for (const avaliacao of avaliacoes) {
    const nova = avaliacao.valida && !avaliacao.chaves.some((c) => cadastradas.has(c));
    const erros = nova ? await validar(ctx, avaliacao.registro.valores, null) : [];
    julgadas.push(erros.length === 0 ? avaliacao : { valida: false, erros: errosDaLinha(importacao, recurso.modelo, erros) });
  }
  return julgadas;
}
