import type { ReactNode } from 'react';
import { Caption1, Field, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowResetRegular } from '@fluentui/react-icons';
import type { DefinicaoDeParametro, EstadoDoParametro } from '../../../../shared/api/parametros.ts';
import { BotaoComCarregamento } from '../../../components/loading-button/BotaoComCarregamento.tsx';
import { useT, useTraduzir } from '../../../i18n/traducao.ts';
import { EntradaDoParametro } from './EntradaDoParametro.tsx';
import { padraoLegivel, type ValorNoFormulario } from './rascunho.ts';

const useEstilos = makeStyles({
  campo: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  padrao: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground2 },
});

interface CampoProps {
  def: DefinicaoDeParametro;
  estado: EstadoDoParametro;
  valor: ValorNoFormulario | undefined;
  erro: string | undefined;
  podeEditar: boolean;
  onAlterar(valor: ValorNoFormulario): void;
  onRestaurar(): Promise<void>;
  /** The logo's field renders its own input. */
  entrada?: ReactNode;
}

/** One parameter: its input, help, default and — when a stored value overrides it — "Restaurar padrão". */
export function CampoDoParametro({ def, estado, valor, erro, podeEditar, onAlterar, onRestaurar, entrada }: CampoProps) {
  const estilos = useEstilos();
  const t = useT();
  const traduzir = useTraduzir();
  const rotulo = traduzir(def.rotulo);
  const padrao = padraoLegivel(def, estado.padrao);
  return (
    <div className={estilos.campo}>
      <Field label={rotulo} hint={traduzir(def.ajuda)} validationMessage={erro === undefined ? undefined : traduzir(erro)}>
        {entrada ?? <EntradaDoParametro def={def} valor={valor} somenteLeitura={!podeEditar} onAlterar={onAlterar} />}
      </Field>
      <div className={estilos.padrao}>
        <Caption1>{estado.alterado ? t('Padrão: {padrao}', { padrao }) : t('Padrão: {padrao} (em uso)', { padrao })}</Caption1>
        {estado.alterado && podeEditar && (
          <BotaoComCarregamento size="small" appearance="subtle" icon={<ArrowResetRegular />} aria-label={t('Restaurar padrão de {rotulo}', { rotulo })} onClick={onRestaurar}>
            {t('Restaurar padrão')}
          </BotaoComCarregamento>
        )}
      </div>
    </div>
  );
}
