import { sql } from 'kysely';
import type { FieldError } from '../../../../shared/api/contract.ts';
import { decisoesDoPedido } from '../../../../shared/emprestimos/aprovacao.ts';
import { MENSAGENS_DOS_EMPRESTIMOS as M } from '../../../../shared/emprestimos/mensagens.ts';
import { recusaPeloMrosc } from '../../../../shared/emprestimos/mrosc.ts';
import { hojeNoModelo } from '../../../../shared/format/dates.ts';
import { interpolar } from '../../../../shared/i18n/idiomas.ts';
import type { Db } from '../../../db/database.ts';
import { HttpError } from '../../../http/erros.ts';
import type { GanchosDoModelo } from '../../../resources/ganchos.ts';
import { idDe, texto, type Registro } from '../../financeiro/valores.ts';
import { registrarPasso } from './historico.ts';
import { gravarDecisoes, lerEmprestimo, type ProjetoDoEmprestimo } from './leitura.ts';

// The hooks of the model emprestimo (the request form): the request's rules (two different
// projects, each with a coordinator; the lending one not a MROSC partnership with its own
// account; an account for each side; a return date not past), then, once stored, the accounts it
// will use (each project's own, else the one named), its requester, the roles the request itself
// fills and the first step of its history. A stored request is never changed.

export const MENSAGEM_EMPRESTIMO_GRAVADO = 'Um empréstimo solicitado não é alterado.';

interface Projeto extends ProjetoDoEmprestimo {
  coordenadorId: number | null;
}

async function projeto(trx: Db, id: number | null): Promise<Projeto | null> {
  if (id === null) return null;
  const { rows } = await sql<Projeto>`
    SELECT codigo, nome, parceria, conta_id AS "contaId", coordenador_id AS "coordenadorId" FROM projeto WHERE id = ${id}`.execute(trx);
  return rows[0] ?? null;
}

const nome = (p: Projeto) => `${p.codigo} – ${p.nome}`;

function errosDoLado(p: Projeto | null, campoDoProjeto: string, campoDaConta: string, contaNomeada: number | null): FieldError[] {
  if (p === null) return [];
  return [
    ...(p.coordenadorId === null ? [{ field: campoDoProjeto, message: interpolar(M.semCoordenador, { projeto: nome(p) }) }] : []),
    ...(p.contaId === null && contaNomeada === null ? [{ field: campoDaConta, message: interpolar(M.semConta, { projeto: nome(p) }) }] : []),
  ];
}

export async function errosDoPedido(trx: Db, registro: Registro): Promise<FieldError[]> {
  const [idOrigem, idDestino] = [idDe(registro['projetoOrigem']), idDe(registro['projetoDestino'])];
  if (idOrigem !== null && idOrigem === idDestino) return [{ field: 'projetoDestino', message: M.mesmoProjeto }];
  const [origem, destino] = [await projeto(trx, idOrigem), await projeto(trx, idDestino)];
  const mrosc = origem === null ? null : recusaPeloMrosc(origem);
  if (mrosc !== null) return [{ field: 'projetoOrigem', message: mrosc }];
  const [contaOrigem, contaDestino] = [origem?.contaId ?? idDe(registro['contaOrigem']), destino?.contaId ?? idDe(registro['contaDestino'])];
  const devolucao = texto(registro['dataDevolucao']);
  return [
    ...errosDoLado(origem, 'projetoOrigem', 'contaOrigem', idDe(registro['contaOrigem'])),
    ...errosDoLado(destino, 'projetoDestino', 'contaDestino', idDe(registro['contaDestino'])),
    ...(contaOrigem !== null && contaOrigem === contaDestino ? [{ field: 'contaDestino', message: M.mesmaConta }] : []),
    ...(devolucao !== null && devolucao.slice(0, 10) < hojeNoModelo() ? [{ field: 'dataDevolucao', message: M.dataDevolucaoPassada }] : []),
  ];
}

export const GANCHOS_DO_PEDIDO: GanchosDoModelo = {
  validar: async (ctx, registro, antes) => {
    if (antes !== null) throw new HttpError(422, MENSAGEM_EMPRESTIMO_GRAVADO);
    return errosDoPedido(ctx.trx, registro);
  },
  depoisDeSalvar: async (ctx, registro, antes) => {
    const id = idDe(registro['id']);
    if (antes !== null || id === null) return;
    const { usuarioId } = ctx.sessao;
    await sql`
      UPDATE emprestimo AS e SET solicitante_id = ${usuarioId},
        conta_origem_id = coalesce(po.conta_id, e.conta_origem_id), conta_destino_id = coalesce(pd.conta_id, e.conta_destino_id)
      FROM projeto AS po, projeto AS pd
      WHERE e.id = ${id} AND po.id = e.projeto_origem_id AND pd.id = e.projeto_destino_id`.execute(ctx.trx);
    const emprestimo = await lerEmprestimo(ctx.trx, id);
    const decisoes = decisoesDoPedido(emprestimo);
    await gravarDecisoes(ctx.trx, id, decisoes, null);
    await registrarPasso(ctx.trx, id, 'SOLICITADO', { usuarioId, papeis: decisoes.map((d) => d.papel), centavos: emprestimo.valorCentavos });
  },
};
