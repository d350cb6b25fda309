import { Text, makeStyles, tokens } from '@fluentui/react-components';
import type { HorarioDoIntervalo, Intervalo } from '../../../shared/api/registrointervalo.ts';
import { useT } from '../../i18n/traducao.ts';
import { HorarioDeHoje } from './HorarioDeHoje.tsx';
import { intervalosPorHorario, situacaoDoHorario } from './horarios.ts';

const useEstilos = makeStyles({
  lista: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))',
    gap: tokens.spacingHorizontalM,
  },
});

interface HorariosDeHojeProps {
  horarios: readonly HorarioDoIntervalo[];
  /** The user's intervals registered today. */
  doDia: readonly Intervalo[];
  haEmAndamento: boolean;
  destaque: number | null;
  onIniciado(intervalo: Intervalo): void;
}

export function HorariosDeHoje({ horarios, doDia, haEmAndamento, destaque, onIniciado }: HorariosDeHojeProps) {
  const estilos = useEstilos();
  const t = useT();
  if (horarios.length === 0) return <Text>{t('Nenhum horário de intervalo para você hoje.')}</Text>;
  const porHorario = intervalosPorHorario(doDia);
  return (
    <ul className={estilos.lista}>
      {horarios.map((horario) => (
        <HorarioDeHoje
          key={horario.id}
          horario={horario}
          situacao={situacaoDoHorario(horario, porHorario.get(horario.id), haEmAndamento)}
          destacado={horario.id === destaque}
          onIniciado={onIniciado}
        />
      ))}
    </ul>
  );
}
