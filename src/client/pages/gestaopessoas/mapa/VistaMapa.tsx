import { useCallback, useState } from 'react';
import { Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { MapContainer, ZoomControl } from 'react-leaflet';
import { useNavigate } from 'react-router-dom';
import { formatNumber } from '../../../../shared/format/index.ts';
import { ignoreShownError } from '../../../api/ignoreShownError.ts';
import { CamadasDeBase } from '../../../components/mapa/CamadasDeBase.tsx';
import { useIdioma, useT } from '../../../i18n/traducao.ts';
import { useDialogos } from '../../../services/dialogs/dialogs.ts';
import { useCadastro } from '../CadastroContext.ts';
import { AoMover } from './AoMover.tsx';
import { CamadaDePessoas } from './CamadaDePessoas.tsx';
import { ALTURA_DO_MAPA, CENTRO_DO_BRASIL, ZOOM_INICIAL } from './constantes.ts';
import { irParaCadastro } from './irParaCadastro.ts';
import { cacheDeNomes } from './nomes.ts';
import type { GrupoDoServidor, MarcadorDePessoa } from './respostaDoMapa.ts';
import { REGIAO_INICIAL } from './pedidoDoMapa.ts';
import { useMarcadores } from './useMarcadores.ts';

const useEstilos = makeStyles({
  vista: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  moldura: { position: 'relative', minWidth: 0 },
  mapa: { height: ALTURA_DO_MAPA, width: '100%', borderRadius: tokens.borderRadiusMedium, zIndex: 0 },
  carregando: {
    position: 'absolute',
    top: tokens.spacingVerticalS,
    right: tokens.spacingHorizontalS,
    zIndex: 1000,
    padding: tokens.spacingHorizontalXS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
});

const NENHUMA_PESSOA: readonly MarcadorDePessoa[] = [];
const NENHUM_GRUPO: readonly GrupoDoServidor[] = [];

/** Mapa: the people with coordinates, clustered; a click asks before opening a person's record. */
export function VistaMapa() {
  const estilos = useEstilos();
  const t = useT();
  const idioma = useIdioma();
  const { corpo, rodada, caminhoDaEdicao } = useCadastro();
  const { confirmar } = useDialogos();
  const navigate = useNavigate();
  const [regiao, setRegiao] = useState(REGIAO_INICIAL);
  const [nomeDa] = useState(() => cacheDeNomes());
  const [agrupouNoServidor, setAgrupouNoServidor] = useState(false);
  const { data, isValidating } = useMarcadores(corpo, rodada, regiao);
  if (data && data.grupos.length > 0 && !agrupouNoServidor) setAgrupouNoServidor(true);

  const escolher = useCallback(
    (pessoa: MarcadorDePessoa) => void irParaCadastro(pessoa.id, { nomeDa, confirmar, caminhoDaEdicao, navegar: navigate }).catch(ignoreShownError),
    [nomeDa, confirmar, caminhoDaEdicao, navigate],
  );

  const pessoas = data?.pessoas ?? NENHUMA_PESSOA;
  const grupos = data?.grupos ?? NENHUM_GRUPO;
  const noMapa = pessoas.length + grupos.reduce((soma, grupo) => soma + grupo.quantidade, 0);
  return (
    <div className={estilos.vista}>
      <div className={estilos.moldura} role="region" aria-label={t('Mapa de pessoas')} aria-busy={isValidating}>
        <MapContainer className={estilos.mapa} center={CENTRO_DO_BRASIL} zoom={ZOOM_INICIAL} zoomControl={false}>
          <CamadasDeBase />
          {/* Leaflet reads these texts once: another language builds them anew. */}
          <ZoomControl key={`zoom-${idioma}`} position="topleft" zoomInTitle={t('Aproximar')} zoomOutTitle={t('Afastar')} />
          <CamadaDePessoas pessoas={pessoas} grupos={grupos} nomeDa={nomeDa} onEscolher={escolher} />
          <AoMover ativo={agrupouNoServidor} onMover={setRegiao} />
        </MapContainer>
        {isValidating && <Spinner className={estilos.carregando} size="tiny" label={t('Carregando...')} />}
      </div>
      {data && (
        <Text aria-live="polite">
          {noMapa === 1 ? t('{quantidade} pessoa no mapa', { quantidade: formatNumber(noMapa) }) : t('{quantidade} pessoas no mapa', { quantidade: formatNumber(noMapa) })}
        </Text>
      )}
    </div>
  );
}
