import { useCallback, useState } from 'react';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { LocationRegular } from '@fluentui/react-icons';
import type { Ponto } from '../../../shared/geo/posicao.ts';
import { useT } from '../../i18n/traducao.ts';
import { NumberWidget } from '../number/NumberWidget.tsx';
import { useErrosDoFormulario, useRegistroDoFormulario } from '../shared/contextoDoFormulario.ts';
import type { WidgetProps } from '../types.ts';
import { MapaPreguicoso } from './MapaPreguicoso.tsx';
import { cidadeDoRegistro, numeroOuNulo, posicaoDoRegistro } from './registro.ts';
import { arredondar, situacaoDoPonto, type SituacaoDoPonto } from './situacao.ts';

const useEstilos = makeStyles({
  bloco: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  coordenadas: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))', gap: tokens.spacingHorizontalM },
  mapa: {
    height: '280px',
    width: '100%',
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    boxSizing: 'border-box',
    zIndex: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
  },
  rodape: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
});

/** The longitude input's id as the engine names a field's input (SecaoDaTela's idDoCampo), so a server error on it is focused. */
function idDaLongitude(id: string, campo: string): string {
  const sufixo = campo.replace(/[^\w-]/g, '-');
  return id.endsWith(sufixo) ? `${id.slice(0, -sufixo.length)}longitude` : `${id}-longitude`;
}

function useTextoDaSituacao(situacao: SituacaoDoPonto, cidade: string | null): string {
  const t = useT();
  switch (situacao.tipo) {
    case 'exata':
      return t('Localização exata');
    case 'aproximada':
      return t('Localização aproximada (sede do município)');
    case 'sede-ao-salvar':
      return t('Ao salvar, a pessoa ficará na sede de {cidade}.', { cidade: cidade ?? '' });
    case 'sem-localizacao':
      return t('Sem localização: escolha a cidade ou marque um ponto no mapa.');
  }
}

/**
 * The person's point: latitude (this field's value) and longitude typed, or picked on a small map
 * by a click or by dragging the marker. Without an exact point, the map says the person sits at
 * the municipality's seat, as the save will place them. The inputs are the keyboard's way.
 */
export function PontoNoMapaWidget(props: WidgetProps<number>) {
  const t = useT();
  const estilos = useEstilos();
  const { valores, alterar } = useRegistroDoFormulario();
  const { erros, validar } = useErrosDoFormulario();
  const { onChange, desabilitado } = props;
  const longitude = numeroOuNulo(valores['longitude']);
  const cidade = cidadeDoRegistro(valores['cidade']);
  const [carregado] = useState(() => ({ posicao: posicaoDoRegistro(props.valor, valores), cidadeId: cidade?.id ?? null }));
  const situacao = situacaoDoPonto({ latitude: props.valor ?? null, longitude }, cidade?.id ?? null, carregado);

  const escolher = useCallback(
    (ponto: Ponto) => {
      onChange(arredondar(ponto.latitude));
      alterar('longitude', arredondar(ponto.longitude));
    },
    [onChange, alterar],
  );
  const usarSede = () => {
    onChange(null);
    alterar('longitude', null);
  };
  const alterarLongitude = useCallback((valor: number | null) => alterar('longitude', valor), [alterar]);
  const sairDaLongitude = useCallback(() => validar('longitude'), [validar]);
  const texto = useTextoDaSituacao(situacao, cidade?.rotulo ?? null);

  return (
    <div className={estilos.bloco}>
      <div className={estilos.coordenadas}>
        <NumberWidget {...props} />
        <NumberWidget
          id={idDaLongitude(props.id, props.campo)}
          campo="longitude"
          rotulo={t('Longitude')}
          valor={longitude}
          onChange={alterarLongitude}
          onBlur={sairDaLongitude}
          obrigatorio={false}
          desabilitado={desabilitado}
          erro={erros['longitude'] ?? null}
          apresentacao={props.apresentacao}
        />
      </div>
      <div role="region" aria-label={t('Mapa para escolher a localização')}>
        <MapaPreguicoso
          className={estilos.mapa}
          ponto={situacao.tipo === 'exata' || situacao.tipo === 'aproximada' ? situacao.ponto : null}
          aproximado={situacao.tipo === 'aproximada'}
          desabilitado={desabilitado}
          onEscolher={escolher}
        />
      </div>
      <div className={estilos.rodape}>
        <Text size={200} aria-live="polite">
          {texto}
        </Text>
        {situacao.tipo === 'exata' && cidade !== null && !desabilitado && (
          <Button size="small" icon={<LocationRegular />} onClick={usarSede}>
            {t('Usar a sede do município')}
          </Button>
        )}
      </div>
      {!desabilitado && (
        <Text size={200}>{t('Clique no mapa ou arraste o marcador para marcar o ponto exato; as coordenadas também podem ser digitadas.')}</Text>
      )}
    </div>
  );
}
