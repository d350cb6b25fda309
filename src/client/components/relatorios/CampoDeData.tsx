import { DateTimePickerWidget } from '../../widgets/date-time-picker/index.ts';

const APRESENTACAO_DE_DATA = {
  titulo: '',
  widget: 'date-time-picker',
  mascara: null,
  formato: 'date',
  tipo: null,
  opcoes: null,
  referencia: null,
  multiplo: false,
} as const;

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
      apresentacao={{ ...APRESENTACAO_DE_DATA, titulo: rotulo }}
    />
  );
}
