import { sql } from 'kysely';
import type { FieldError } from '../../../shared/api/contract.ts';
import { centavosDoDecimal, centavosDosReais } from '../../../shared/financeiro/centavos.ts';
import { interpolar } from '../../../shared/i18n/idiomas.ts';
import { MENSAGENS_DOS_PROJETOS as M } from '../../../shared/projetos/mensagens.ts';
import { estouroDaRubrica } from '../../../shared/projetos/rubricas.ts';
import type { Db } from '../../db/database.ts';
import { idDe, numero, type Registro } from '../financeiro/valores.ts';

// The project and rubrica a título is charged to (a validar hook of receitas and despesas): the
// rubrica must be one of the chosen project's; a despesa that would take its rubrica past its
// total is refused on `valor`, naming the rubrica and what is left. The rubrica's row is locked,
// so two despesas saved at once cannot both take its last balance. A cancelled título, or one
// whose rubrica and value did not change, is not checked again.

interface RubricaLida {
  projeto_id: number;
  rubrica: string;
  projeto: string;
  orcado: string;
  executado: string;
}

async function lerRubrica(trx: Db, rubricaId: number, tituloId: number | null): Promise<RubricaLida | null> {
  const { rows } = await sql<RubricaLida>`
    SELECT r.projeto_id, r.codigo || ' - ' || r.descricao AS rubrica, p.codigo || ' - ' || p.nome AS projeto, r.valor_total::text AS orcado,
      (SELECT coalesce(sum(t.valor), 0) FROM titulo t
        WHERE t.rubrica_id = r.id AND t.tipo = 'DESPESA' AND t.situacao <> 'CANCELADO' AND t.id <> ${tituloId ?? 0})::text AS executado
    FROM projeto_rubrica r JOIN projeto p ON p.id = r.projeto_id
    WHERE r.id = ${rubricaId} FOR UPDATE OF r`.execute(trx);
  return rows[0] ?? null;
}

const mudou = (registro: Registro, antes: Registro | null): boolean =>
  antes === null || idDe(antes['rubrica']) !== idDe(registro['rubrica']) || numero(antes['valor']) !== numero(registro['valor']) || antes['situacao'] === 'CANCELADO';

async function nomeDoProjeto(trx: Db, projetoId: number): Promise<string> {
  const { rows } = await sql<{ nome: string }>`SELECT codigo || ' - ' || nome AS nome FROM projeto WHERE id = ${projetoId}`.execute(trx);
  return rows[0]?.nome ?? String(projetoId);
}

export async function errosDaRubrica(trx: Db, tipo: 'receita' | 'despesa', registro: Registro, antes: Registro | null): Promise<FieldError[]> {
  const rubricaId = idDe(registro['rubrica']);
  if (rubricaId === null) return [];
  const projetoId = idDe(registro['projeto']);
  if (projetoId === null) return [{ field: 'projeto', message: M.rubricaSemProjeto }];
  const rubrica = await lerRubrica(trx, rubricaId, idDe(antes?.['id']));
  if (rubrica === null) return [];
  if (rubrica.projeto_id !== projetoId) return [{ field: 'rubrica', message: interpolar(M.rubricaDeOutroProjeto, { projeto: await nomeDoProjeto(trx, projetoId) }) }];
  if (tipo !== 'despesa' || registro['situacao'] === 'CANCELADO' || !mudou(registro, antes)) return [];
  const valor = numero(registro['valor']);
  const valorCentavos = valor === null ? null : centavosDosReais(valor);
  if (valorCentavos === null) return [];
  const estouro = estouroDaRubrica({
    rubrica: rubrica.rubrica,
    projeto: rubrica.projeto,
    orcadoCentavos: centavosDoDecimal(rubrica.orcado) ?? 0,
    executadoCentavos: centavosDoDecimal(rubrica.executado) ?? 0,
    valorCentavos,
  });
  return estouro === null ? [] : [{ field: 'valor', message: estouro }];
}
