import { posicionar } from '../../../../shared/geo/posicao.ts';
import type { Db } from '../../../db/database.ts';
import type { AlvoDoLote, Cadastrado, NovaDoLote } from '../../../resources/importacao/destino.ts';
import { reservarCodigos } from '../codigo.ts';
import { colunasDaPosicao, sedesDasCidades } from '../posicao.ts';
import type { PessoaValida } from './avaliacao.ts';

// The batch's new people in one insert (consecutive codes of the unit, reserved as the form's
// save reserves one; at their municipality's seat, as the form's save places them) and their
// audit rows in another: what auditar() writes, row for row.

export async function incluirPessoas(trx: Db, alvo: AlvoDoLote, novas: readonly NovaDoLote<PessoaValida>[]): Promise<Map<number, Cadastrado>> {
  const criadas = new Map<number, Cadastrado>();
  if (novas.length === 0) return criadas;
  const primeiro = await reservarCodigos(trx, alvo.unidadeId, novas.length);
  const sedes = await sedesDasCidades(trx, novas.flatMap(({ registro: { colunas } }) => (colunas.cidade_id ? [colunas.cidade_id] : [])));
  const posicao = (colunas: PessoaValida['colunas']) => colunasDaPosicao(posicionar(colunas, null, sedes.get(colunas.cidade_id ?? 0) ?? null));
  const inseridas = await trx
    .insertInto('pessoa')
    .values(novas.map(({ registro: { colunas } }, i) => ({ ...colunas, ...posicao(colunas), nome: colunas.nome ?? '', unidade_id: alvo.unidadeId, codigo: primeiro + i })))
    .returning(['id', 'codigo'])
    .execute();
  const porCodigo = new Map(inseridas.map((p) => [p.codigo, p.id]));
  novas.forEach(({ linha }, i) => {
    const id = porCodigo.get(primeiro + i);
    if (id === undefined) throw new Error(`Pessoa da linha ${linha} sem id.`);
    criadas.set(linha, { id, codigo: primeiro + i });
  });
  await trx
    .insertInto('auditoria')
    .values(
      novas.map(({ linha, valores }) => ({
        usuario_id: alvo.usuarioId,
        unidade_id: alvo.unidadeId,
        entidade: 'pessoa',
        entidade_id: String(criadas.get(linha)?.id),
        acao: 'criar',
        alteracoes: JSON.stringify({
          ...Object.fromEntries(Object.entries(valores).map(([campo, para]) => [campo, { de: null, para }])),
          importacao: { de: null, para: { id: alvo.importacaoId, linha } },
        }),
      })),
    )
    .execute();
  return criadas;
}
