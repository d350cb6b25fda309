import { Field, Radio, RadioGroup } from '@fluentui/react-components';
import { useT, useTraduzir } from '../../i18n/traducao.ts';
import { useErroDoCampo } from './ErrosDoRelatorio.ts';
import { FORMATOS, type FormatoDoRelatorio } from './tipos.ts';

interface CampoDoFormatoProps {
  valor: FormatoDoRelatorio;
  onChange(formato: FormatoDoRelatorio): void;
  nota?: string;
}

/** PDF or XLSX (the spreadsheet). */
export function CampoDoFormato({ valor, onChange, nota }: CampoDoFormatoProps) {
  const t = useT();
  const traduzir = useTraduzir();
  const { erro } = useErroDoCampo('formato');
  return (
    <Field label={t('Formato')} required validationMessage={erro === null ? undefined : traduzir(erro)} hint={nota}>
      <RadioGroup layout="horizontal" value={valor} onChange={(_, data) => onChange(data.value === 'XLSX' ? 'XLSX' : 'PDF')}>
        {FORMATOS.map((f) => (
          <Radio key={f} value={f} label={f} />
        ))}
      </RadioGroup>
    </Field>
  );
}
