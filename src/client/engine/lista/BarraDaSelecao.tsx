import { makeStyles, tokens } from '@fluentui/react-components';
import type { AcaoResolvida } from '../../../shared/engine/tela-resolvida.ts';
import { BotaoComCarregamento } from '../../components/loading-button/index.ts';
import { useTraduzir } from '../../i18n/traducao.ts';

const useEstilos = makeStyles({
  barra: { display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS, minHeight: '32px' },
});

interface BarraDaSelecaoProps {
  acoes: readonly AcaoResolvida[];
  /** The buttons show once a row is selected; the bar keeps its height, so the table does not jump. */
  visivel: boolean;
  executar(acao: AcaoResolvida): Promise<void>;
}

/** The screen's actions on the list's selected rows (Desativar selecionado(s), ...). */
export function BarraDaSelecao({ acoes, visivel, executar }: BarraDaSelecaoProps) {
  const estilos = useEstilos();
  const traduzir = useTraduzir();
  return (
    <div className={estilos.barra}>
      {visivel &&
        acoes.map((acao) => (
          <BotaoComCarregamento key={acao.nome} onClick={() => executar(acao)}>
            {traduzir(acao.rotulo)}
          </BotaoComCarregamento>
        ))}
    </div>
  );
}
