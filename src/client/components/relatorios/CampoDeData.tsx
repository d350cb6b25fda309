import { DateTimePickerWidget } from '../../widgets/date-time-picker/index.ts';
import { apresentacaoAvulsa } from '../../widgets/apresentacao.ts';

interface CampoDeDataProps {
  id: string;
  rotulo: string;
  valor: string | null;
  onChange(valor: string | null): void;
  erro: string | null;
}

/** A required day of a report's period, through the date widget of the forms. */
export function CampoDeData({ id, rotulo, valor, onChange, erro }: CampoDeDataProps) {
  return (
    <DateTimePickerWidget
      id={id}
      campo={id}
      rotulo={rotulo}
      valor={valor}
      onChange={onChange}
      obrigatorio
      desabilitado={false}
      erro={erro}
      apresentacao={apresentacaoAvulsa('date-time-picker', rotulo, { formato: 'date' })}
    />
  );
}
