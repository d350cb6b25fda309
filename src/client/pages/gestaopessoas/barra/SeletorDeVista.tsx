import { ToggleButton, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { GridRegular, ListRegular, MapRegular } from '@fluentui/react-icons';
import type { FluentIcon } from '@fluentui/react-icons';
import { useMediaQuery } from '../../../app/shell/useMediaQuery.ts';
import { useT, type t as Traduzir } from '../../../i18n/traducao.ts';
import type { Vista } from '../busca/buscaNaUrl.ts';

const useEstilos = makeStyles({ grupo: { display: 'flex', gap: tokens.spacingHorizontalXS } });

const OPCOES: readonly { vista: Vista; rotulo(t: typeof Traduzir): string; Icone: FluentIcon }[] = [
  { vista: 'grade', rotulo: (t) => t('Grade'), Icone: GridRegular },
  { vista: 'lista', rotulo: (t) => t('Lista'), Icone: ListRegular },
  { vista: 'mapa', rotulo: (t) => t('Mapa'), Icone: MapRegular },
];

interface SeletorDeVistaProps {
  vista: Vista;
  onMudar(vista: Vista): void;
}

/** Grade, Lista or Mapa: the pressed button is the view shown (icons only on a phone, named all the same). */
export function SeletorDeVista({ vista, onMudar }: SeletorDeVistaProps) {
  const estilos = useEstilos();
  const t = useT();
  const estreito = useMediaQuery('(max-width: 600px)');
  return (
    <div role="group" aria-label={t('Visualização')} className={estilos.grupo}>
      {OPCOES.map(({ vista: opcao, rotulo, Icone }) =>
        estreito ? (
          <Tooltip key={opcao} content={rotulo(t)} relationship="label">
            <ToggleButton checked={vista === opcao} icon={<Icone />} onClick={() => onMudar(opcao)} />
          </Tooltip>
        ) : (
          <ToggleButton key={opcao} checked={vista === opcao} icon={<Icone />} onClick={() => onMudar(opcao)}>
            {rotulo(t)}
          </ToggleButton>
        ),
      )}
    </div>
  );
}
