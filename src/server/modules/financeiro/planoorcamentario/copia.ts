import { interpolar } from '../../../../shared/i18n/idiomas.ts';
import { copiarLinha, distribuirNoAno, problemaDaCopia } from '../../../../shared/orcamento/distribuicao.ts';
import type { Db } from '../../../db/database.ts';
import { errosDeFormulario } from '../../../http/erros.ts';
import { LeitorDoOrcamento } from './entrada.ts';
import { gravarLinhas } from './gravar.ts';
import { linhasDoAno } from './grade.ts';
import { MENSAGENS_DO_PLANO as M } from '../../../../shared/orcamento/mensagens-do-plano.ts';

// The grid's two shortcuts as calls of their own, each writing one line at once: a line copied
// onto another (of the same year, or the same or another line of an earlier year: "from last
// year"), and a yearly value spread over the twelve months (the remainder on December or January).

interface Quem {
  unidadeId: number;
  usuarioId: number;
}

/** Returns the year written. */
export async function copiar(db: Db, quem: Quem, corpo: Record<string, unknown>): Promise<number> {
  const leitor = new LeitorDoOrcamento();
  const ano = leitor.ano(corpo['ano']);
  const origemDada = typeof corpo['origem'] === 'object' && corpo['origem'] !== null ? (corpo['origem'] as Record<string, unknown>) : {};
  const anoDeOrigem = origemDada['ano'] === undefined ? ano : leitor.ano(origemDada['ano'], 'origem.ano');
  const origem = leitor.chave(corpo['origem'], 'origem');
  const destino = leitor.chave(corpo['destino'], 'destino');
  if (leitor.erros.length > 0) throw errosDeFormulario(leitor.erros);
  const problema = anoDeOrigem === ano ? problemaDaCopia(origem, destino) : null;
  if (problema !== null) throw errosDeFormulario([{ field: 'destino.categoriaId', message: problema }]);
  await db.transaction().execute(async (trx) => {
    const linha = (await linhasDoAno(trx, quem.unidadeId, anoDeOrigem, origem.centroDeCustoId)).find((l) => l.categoriaId === origem.categoriaId);
    if (linha === undefined) throw errosDeFormulario([{ field: 'origem.categoriaId', message: interpolar(M.origemAusente, { ano: String(anoDeOrigem) }) }]);
    // Another year's line may land on the same category and cost centre: the copy of its months.
    const copia = anoDeOrigem === ano ? copiarLinha(linha, destino) : { ...destino, mesesCentavos: [...linha.mesesCentavos] };
    await gravarLinhas(trx, { ...quem, ano, linhas: [copia], removidas: [], prefixo: () => 'destino.' });
  });
  return ano;
}

/** Returns the year written. */
export async function distribuir(db: Db, quem: Quem, corpo: Record<string, unknown>): Promise<number> {
  const leitor = new LeitorDoOrcamento();
  const ano = leitor.ano(corpo['ano']);
  const chave = leitor.chave(corpo, '');
  const anual = leitor.centavos(corpo['valorAnual'], 'valorAnual');
  const restoNo = corpo['restoNo'] ?? 'ultimo';
  if (restoNo !== 'ultimo' && restoNo !== 'primeiro') leitor.erros.push({ field: 'restoNo', message: M.restoNo });
  if (leitor.erros.length > 0) throw errosDeFormulario(leitor.erros);
  const mesesCentavos = distribuirNoAno(anual, restoNo === 'primeiro' ? 'primeiro' : 'ultimo');
  await db.transaction().execute((trx) => gravarLinhas(trx, { ...quem, ano, linhas: [{ ...chave, mesesCentavos }], removidas: [], prefixo: () => '' }));
  return ano;
}
