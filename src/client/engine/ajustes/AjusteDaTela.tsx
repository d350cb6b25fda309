import { memo, useCallback, type CSSProperties } from 'react';
import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowResetRegular } from '@fluentui/react-icons';
import type { EstadoDoAjuste } from '../../../shared/engine/ajustes.ts';
import type { CampoResolvido } from '../../../shared/engine/tela-resolvida.ts';
import type { ModelProperty } from '../../../shared/engine/types.ts';
import { useRegistro } from '../../components/filter-bar/index.ts';
import { BotaoComCarregamento } from '../../components/loading-button/BotaoComCarregamento.tsx';
import { useT } from '../../i18n/traducao.ts';
import { widgetDoTipo } from '../../widgets/registry.ts';
import { useEstilosDoFormulario } from '../formulario/estilos.ts';
import { CampoSecreto } from './CampoSecreto.tsx';
import { padraoLegivel } from './padrao.ts';

const useEstilos = makeStyles({
  celula: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  ajuda: { color: tokens.colorNeutralForeground2 },
  padrao: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground2 },
});

export interface AjusteDaTelaProps {
  id: string;
  campo: CampoResolvido;
  propriedade: ModelProperty | undefined;
  estado: EstadoDoAjuste;
  valor: unknown;
  erro: string | null;
  editavel: boolean;
  onAlterar(campo: string, valor: unknown): void;
  onSair(campo: string): void;
  onRestaurar(campo: string): Promise<void>;
}

/** One setting: its input (the widget registry's, or the write-only field), its help, its default and, when a stored value overrides it, "Restaurar padrão". */
export const AjusteDaTela = memo(function AjusteDaTela(props: AjusteDaTelaProps) {
  const { id, campo, propriedade, estado, valor, erro, editavel, onAlterar, onSair, onRestaurar } = props;
  const estilos = useEstilos();
  const grade = useEstilosDoFormulario();
  const t = useT();
  const Widget = widgetDoTipo(campo.widget, useRegistro());
  const onChange = useCallback((novo: unknown) => onAlterar(campo.campo, novo), [onAlterar, campo.campo]);
  const onBlur = useCallback(() => onSair(campo.campo), [onSair, campo.campo]);
  const secreto = propriedade?.writeOnly === true;
  const padrao = padraoLegivel(campo, estado.padrao);
  return (
    <div className={`${grade.celula} ${estilos.celula}`} style={{ '--largura': campo.largura } as CSSProperties}>
      {secreto ? (
        <CampoSecreto id={id} rotulo={campo.titulo} valor={valor} definido={estado.definido === true} erro={erro} desabilitado={!editavel} onAlterar={onChange} onSair={onBlur} />
      ) : (
        <Widget
          id={id}
          campo={campo.campo}
          rotulo={campo.titulo}
          valor={valor as never}
          onChange={onChange}
          onBlur={onBlur}
          obrigatorio={campo.obrigatorio}
          desabilitado={!editavel || campo.somenteLeitura}
          erro={erro}
          apresentacao={campo}
        />
      )}
      {propriedade?.description && <Caption1 className={estilos.ajuda}>{propriedade.description}</Caption1>}
      <div className={estilos.padrao}>
        {!secreto && <Caption1>{estado.alterado ? t('Padrão: {padrao}', { padrao }) : t('Padrão: {padrao} (em uso)', { padrao })}</Caption1>}
        {estado.alterado && editavel && (
          <BotaoComCarregamento
            size="small"
            appearance="subtle"
            icon={<ArrowResetRegular />}
            aria-label={t('Restaurar padrão de {rotulo}', { rotulo: campo.titulo })}
            onClick={() => onRestaurar(campo.campo)}
          >
            {t('Restaurar padrão')}
          </BotaoComCarregamento>
        )}
      </div>
    </div>
  );
});
