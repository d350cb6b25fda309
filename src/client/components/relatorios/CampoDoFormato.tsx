import { Field, Radio, RadioGroup } from '@fluentui/react-components';
import { useErroDoCampo } from './ErrosDoRelatorio.ts';
import { FORMATOS, type FormatoDoRelatorio } from './tipos.ts';

interface CampoDoFormatoProps {
  valor: FormatoDoRelatorio;
  onChange(formato: FormatoDoRelatorio): void;
  nota?: string;
}

/** PDF or XLSX (the spreadsheet). */
export function CampoDoFormato({ valor, onChange, nota }: CampoDoFormatoProps) {
  const { erro } = useErroDoCampo('formato');
  return (
    <Field label="Formato" required validationMessage={erro ?? undefined} hint={nota}>
      <RadioGroup layout="horizontal" value={valor} onChange={(_, data) => onChange(data.value === 'XLSX' ? 'XLSX' : 'PDF')}>
        {FORMATOS.map((f) => (
          <Radio key={f} value={f} label={f} />
        ))}
      </RadioGroup>
    </Field>
  );
}
