import { memo, useCallback, useMemo, type CSSProperties } from 'react';
import type { CampoResolvido } from '../../../shared/engine/tela-resolvida.ts';
import { useRegistro } from '../../components/filter-bar/index.ts';
import { widgetDoTipo } from '../../widgets/registry.ts';
import { useEstilosDoFormulario } from './estilos.ts';

export interface CampoDaTelaProps {
  id: string;
  /** The section's heading, when it already says the field's name. */
  idDoRotulo?: string;
  campo: CampoResolvido;
  valor: unknown;
  erro: string | null;
  /** The field's state for the record (state rules included). */
  obrigatorio: boolean;
  desabilitado: boolean;
  /**
   * The reference's filter resolved for the record (x-refFiltro reading another field, as JSON so
   * the memo compares it by value); absent: the model's filter as written.
   */
  filtroDoRegistro?: string;
  onAlterar(campo: string, valor: unknown): void;
  onSair(campo: string): void;
}

/** The field with its reference's filter for the record ("null": no filter left, every record offered). */
function comFiltroDoRegistro(campo: CampoResolvido, filtroDoRegistro: string | undefined): CampoResolvido {
  if (filtroDoRegistro === undefined) return campo;
  const { filtroDaReferencia: _doModelo, ...semFiltro } = campo;
  const filtro = JSON.parse(filtroDoRegistro) as Record<string, string> | null;
  return filtro === null ? semFiltro : { ...semFiltro, filtroDaReferencia: filtro };
}

/** One field of the form through the widget registry, in its cell of the section's grid. */
export const CampoDaTela = memo(function CampoDaTela(props: CampoDaTelaProps) {
  const { id, idDoRotulo, campo, valor, erro, obrigatorio, desabilitado, filtroDoRegistro, onAlterar, onSair } = props;
  const estilos = useEstilosDoFormulario();
  const Widget = widgetDoTipo(campo.widget, useRegistro());
  const onChange = useCallback((novo: unknown) => onAlterar(campo.campo, novo), [onAlterar, campo.campo]);
  const onBlur = useCallback(() => onSair(campo.campo), [onSair, campo.campo]);
  const apresentacao = useMemo(() => comFiltroDoRegistro(campo, filtroDoRegistro), [campo, filtroDoRegistro]);
  return (
    <div className={estilos.celula} style={{ '--largura': campo.largura } as CSSProperties}>
      <Widget
        id={id}
        campo={campo.campo}
        rotulo={campo.titulo}
        idDoRotulo={idDoRotulo}
        valor={valor as never}
        onChange={onChange}
        onBlur={onBlur}
        obrigatorio={obrigatorio}
        desabilitado={desabilitado}
        erro={erro}
        apresentacao={apresentacao}
      />
    </div>
  );
});
