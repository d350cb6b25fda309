import { useState } from 'react';
import { Text } from '@fluentui/react-components';
import type { GradeDoOrcamento } from '../../../../shared/api/orcamento.ts';
import { problemaDaCopia } from '../../../../shared/orcamento/distribuicao.ts';
import { DialogoDeFormulario } from '../../../components/formulario/DialogoDeFormulario.tsx';
import { useT, useTraduzir } from '../../../i18n/traducao.ts';
import type { Chave } from './estado.ts';
import { EscolhaDaLinha, type LinhaEscolhida } from './EscolhaDaLinha.tsx';

// "Copiar linha": the line's months onto another category or cost centre (a line the grid has is
// replaced; another is added), by the shared rule, which refuses the line itself.

interface DialogoCopiarProps {
  nome: string;
  origem: Chave;
  grade: Pick<GradeDoOrcamento, 'categorias' | 'centrosDeCusto'>;
  onCopiar(destino: Chave): void;
  onFechar(): void;
}

export function DialogoCopiar({ nome, origem, grade, onCopiar, onFechar }: DialogoCopiarProps) {
  const t = useT();
  const traduzir = useTraduzir();
  const [destino, setDestino] = useState<LinhaEscolhida>({ categoriaId: origem.categoriaId, centroCustoId: null });
  const [erro, setErro] = useState<string | null>(null);

  function copiar() {
    const { categoriaId, centroCustoId } = destino;
    if (categoriaId === null || centroCustoId === null) {
      setErro(t('Escolha a categoria e o centro de custo.'));
      return;
    }
    const problema = problemaDaCopia({ categoriaId: origem.categoriaId, centroDeCustoId: origem.centroCustoId }, { categoriaId, centroDeCustoId: centroCustoId });
    if (problema !== null) {
      setErro(traduzir(problema));
      return;
    }
    onCopiar({ categoriaId, centroCustoId });
  }

  return (
    <DialogoDeFormulario titulo={t('Copiar linha')} acao={t('Copiar')} onEnviar={copiar} onFechar={onFechar}>
      <p>{t('Copiar os meses de {linha} para:', { linha: nome })}</p>
      <EscolhaDaLinha grade={grade} valor={destino} onChange={setDestino} />
      {erro !== null && <Text role="alert">{erro}</Text>}
    </DialogoDeFormulario>
  );
}
