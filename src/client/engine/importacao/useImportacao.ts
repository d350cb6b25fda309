import { useState } from 'react';
import type { ArquivoDaImportacao, PreviaDaImportacao } from '../../../shared/api/importacao.ts';
import type { ImportacaoResolvida } from '../../../shared/engine/tela-resolvida.ts';
import type { TarefaResumo } from '../../../shared/realtime/protocolo.ts';
import { ignoreShownError } from '../../api/ignoreShownError.ts';
import { useTraduzir } from '../../i18n/traducao.ts';
import { iniciarImportacao, pedirPrevia } from './api.ts';
import { camposDasColunas, escolherCampo, faltasDaTela, mapeamentoDe, type CamposDasColunas } from './mapeamento.ts';

function semResposta(erro: unknown): null {
  ignoreShownError(erro);
  return null;
}

/**
 * The import screen's steps: the file sent, its columns' import columns, the preview of that
 * mapping (dropped when the mapping changes), the choice to skip invalid rows, and the started
 * job. Failed calls were already shown by the HTTP client.
 */
export function useImportacao(url: string, importacao: ImportacaoResolvida) {
  const traduzir = useTraduzir();
  const [arquivo, setArquivo] = useState<ArquivoDaImportacao | null>(null);
  const [campos, setCampos] = useState<CamposDasColunas>([]);
  const [previa, setPrevia] = useState<PreviaDaImportacao | null>(null);
  const [pularInvalidas, setPularInvalidas] = useState(false);
  const [tarefa, setTarefa] = useState<TarefaResumo | null>(null);

  const iniciada = tarefa !== null;
  const faltas = faltasDaTela(importacao, campos, traduzir);
  const podeImportar = previa !== null && !iniciada && previa.validas > 0 && (previa.invalidas === 0 || pularInvalidas);

  return {
    arquivo,
    campos,
    previa,
    pularInvalidas,
    tarefa,
    iniciada,
    faltas,
    podeImportar,
    aoEnviar(novo: ArquivoDaImportacao) {
      setArquivo(novo);
      setCampos(camposDasColunas(novo.mapeamentoSugerido, novo.colunas.length));
      setPrevia(null);
      setPularInvalidas(false);
      setTarefa(null);
    },
    mudarCampo(coluna: number, campo: string | null) {
      setCampos((atuais) => escolherCampo(atuais, coluna, campo));
      setPrevia(null);
    },
    setPularInvalidas,
    async preVisualizar() {
      if (arquivo === null) return;
      setPrevia(await pedirPrevia(url, arquivo.id, mapeamentoDe(campos)).catch(semResposta));
    },
    async importar() {
      if (arquivo === null || !podeImportar) return;
      const iniciadaAgora = await iniciarImportacao(url, arquivo.id, { mapeamento: mapeamentoDe(campos), pularInvalidas }).catch(semResposta);
      if (iniciadaAgora !== null) setTarefa(iniciadaAgora);
    },
  };
}
