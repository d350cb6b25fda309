import type { PedidoDeRelatorioDeIntervalo, RelatorioDeIntervalo } from '../../../../shared/api/registrointervalo.ts';
import type { Arquivos } from '../../../arquivos.ts';
import { salvarTabela } from '../../../jobs/relatorios/guardado.ts';
import { ErroDaTarefa, type TipoDeTarefa } from '../../../jobs/tipos.ts';
import { lerLinhasDoRelatorio } from './dados.ts';
import { tabelaDosIntervalos, TITULOS } from './tabela.ts';
import { contagemNoRelatorio, type ContagemDoRelatorio } from '../../../jobs/relatorios/contagem.ts';

const MENSAGENS_DA_CONTAGEM: ContagemDoRelatorio = { um: '1 intervalo no relatório.', varios: '{n} intervalos no relatório.' };

export const TIPOS_DOS_RELATORIOS: Readonly<Record<RelatorioDeIntervalo, string>> = {
  intervalos: 'relatorio.registrointervalo.intervalos',
  excessos: 'relatorio.registrointervalo.excessos',
};

/**
 * A break report of the job's unit as a background job. The file is stored once per job: an
 * attempt resumed after a crash finds it by its folder and only ends the job.
 */
export function relatorioDeIntervalos(relatorio: RelatorioDeIntervalo, arquivos: Arquivos, agora: () => Date): TipoDeTarefa<PedidoDeRelatorioDeIntervalo> {
  return {
    tipo: TIPOS_DOS_RELATORIOS[relatorio],
    titulo: TITULOS[relatorio],
    aviso: 'RELATORIO',
    async executar(ctx) {
      const { unidadeId, parametros: p } = ctx;
      if (unidadeId === null) throw new ErroDaTarefa('O relatório precisa de uma unidade.', { repetir: false });
      await ctx.progresso(5, 'Lendo os intervalos');
      const linhas = await lerLinhasDoRelatorio(ctx.db, { unidadeId, dataInicial: p.dataInicial, dataFinal: p.dataFinal, usuarioId: p.usuarioId, soExcedidos: relatorio === 'excessos' });
      const mensagem = contagemNoRelatorio(linhas.length, MENSAGENS_DA_CONTAGEM);
      await ctx.progresso(40, `${mensagem} Gerando o arquivo`);
      const unidade = await ctx.db.selectFrom('unidade').select('nome').where('id', '=', unidadeId).executeTakeFirstOrThrow();
      const usuario = p.usuarioId === undefined ? undefined : await ctx.db.selectFrom('usuario').select('nome').where('id', '=', p.usuarioId).executeTakeFirst();
      const tabela = tabelaDosIntervalos(
        { relatorio, unidade: unidade.nome, dataInicial: p.dataInicial, dataFinal: p.dataFinal, usuario: usuario?.nome ?? null, emitidoEm: agora() },
        linhas,
      );
      const arquivoId = await salvarTabela(ctx, arquivos, p.formato, tabela, `${relatorio}-${p.dataInicial}-a-${p.dataFinal}`);
      return { arquivoId, mensagem };
    },
  };
}
