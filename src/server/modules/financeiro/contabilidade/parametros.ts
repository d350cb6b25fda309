import { sql } from 'kysely';
import type { FieldError } from '../../../../shared/api/contract.ts';
import type { Db } from '../../../db/database.ts';
import { HttpError } from '../../../http/erros.ts';
import { idDe, type Registro } from '../valores.ts';

// The accounting parameters' rules (model parametroContabil, one record): each account chosen is
// analytic, the result account is neither revenue nor expense, the accumulated surplus's is equity;
// there is no second record.

export const MENSAGEM_PARAMETROS_UNICOS = 'Os parâmetros contábeis são um registro só: altere o existente.';
export const MENSAGEM_ANALITICA = 'Escolha uma conta analítica: a conta sintética não recebe lançamentos.';
export const MENSAGEM_RESULTADO = 'A conta de apuração do resultado não pode ser de receita nem de despesa.';
export const MENSAGEM_PATRIMONIO = 'Escolha uma conta do patrimônio líquido.';

const CAMPOS = ['contaResultado', 'contaPatrimonio', 'contaPendente', 'contaJurosRecebidos', 'contaJurosPagos', 'contaDescontosConcedidos'] as const;

export async function validarParametros(db: Db, registro: Registro, antes: Registro | null): Promise<FieldError[]> {
  if (antes === null) throw new HttpError(422, MENSAGEM_PARAMETROS_UNICOS);
  const ids = CAMPOS.map((campo) => idDe(registro[campo]));
  const { rows } = await sql<{ id: number; tipo: string; grupo: string }>`
    SELECT id, tipo, grupo FROM conta_contabil WHERE id = ANY(${ids.filter((id) => id !== null)}::int[])`.execute(db);
  const porId = new Map(rows.map((r) => [r.id, r]));
  return CAMPOS.flatMap((campo, i): FieldError[] => {
    const conta = porId.get(ids[i] ?? 0);
    if (conta === undefined) return [];
    if (conta.tipo === 'SINTETICA') return [{ field: campo, message: MENSAGEM_ANALITICA }];
    if (campo === 'contaResultado' && (conta.grupo === 'RECEITA' || conta.grupo === 'DESPESA')) return [{ field: campo, message: MENSAGEM_RESULTADO }];
    if (campo === 'contaPatrimonio' && conta.grupo !== 'PATRIMONIO_LIQUIDO') return [{ field: campo, message: MENSAGEM_PATRIMONIO }];
    return [];
  });
}
