import { useState } from 'react';
import { ignoreShownError } from '../../api/ignoreShownError.ts';
import { temArquivoVazio } from './DialogoArquivoVazio.tsx';
import { enviarArquivos, urlDeEnvio } from './enviarArquivos.ts';
import { ALTURA_PADRAO, LARGURA_PADRAO, PROPORCAO_PADRAO, type ArquivoEnviado, type OpcoesDeUpload } from './tipos.ts';

export interface OpcoesDoEnvio extends OpcoesDeUpload {
  /** Called once per file record the server returns. */
  onEnviado(arquivo: ArquivoEnviado): void;
}

/**
 * The upload flow shared by the drop area and the upload button: an empty file stops with the
 * 'Atenção!' dialog, an image goes through the crop dialog, anything else is sent at once.
 */
export function useEnvioDeArquivo(opcoes: OpcoesDoEnvio) {
  const { tipo, width = LARGURA_PADRAO, height = ALTURA_PADRAO, aspectRatio = PROPORCAO_PADRAO, onEnviado } = opcoes;
  const [vazio, setVazio] = useState(false);
  const [recortando, setRecortando] = useState<File | null>(null);
  const [enviando, setEnviando] = useState(false);

  async function enviar(arquivos: readonly File[]) {
    setEnviando(true);
    try {
      const resposta = await enviarArquivos<ArquivoEnviado | ArquivoEnviado[]>(urlDeEnvio(opcoes), arquivos);
      for (const arquivo of Array.isArray(resposta) ? resposta : [resposta]) onEnviado(arquivo);
    } catch (erro) {
      ignoreShownError(erro);
    } finally {
      setEnviando(false);
    }
  }

  function selecionar(arquivos: readonly File[]) {
    const [primeiro] = arquivos;
    if (!primeiro) return;
    if (temArquivoVazio(arquivos)) setVazio(true);
    else if (tipo === 'IMAGEM') setRecortando(primeiro);
    else void enviar(arquivos);
  }

  return {
    selecionar,
    enviando,
    dialogos: {
      vazio,
      fecharVazio: () => setVazio(false),
      recorte: recortando && {
        imagem: recortando,
        width,
        height,
        aspectRatio,
        onConfirmar: (recortada: File) => {
          setRecortando(null);
          void enviar([recortada]);
        },
        onCancelar: () => setRecortando(null),
      },
    },
  };
}

export type DialogosDoEnvioEstado = ReturnType<typeof useEnvioDeArquivo>['dialogos'];
