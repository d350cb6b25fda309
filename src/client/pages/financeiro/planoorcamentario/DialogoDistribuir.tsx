import { useState } from 'react';
import { Field, Input, Radio, RadioGroup } from '@fluentui/react-components';
import { centavosDosReais } from '../../../../shared/financeiro/centavos.ts';
import { parseMoney } from '../../../../shared/format/index.ts';
import { problemaDoValorAnual } from '../../../../shared/orcamento/distribuicao.ts';
import { DialogoDeFormulario } from '../../../components/formulario/DialogoDeFormulario.tsx';
import { useT, useTraduzir } from '../../../i18n/traducao.ts';

// "Distribuir valor anual": the year's value typed once, spread over the twelve months by the
// shared rule (the cents left over on December, or on January).

interface DialogoDistribuirProps {
  nome: string;
  onDistribuir(anualCentavos: number, restoNo: 'ultimo' | 'primeiro'): void;
  onFechar(): void;
}

export function DialogoDistribuir({ nome, onDistribuir, onFechar }: DialogoDistribuirProps) {
  const t = useT();
  const traduzir = useTraduzir();
  const [texto, setTexto] = useState('');
  const [restoNo, setRestoNo] = useState<'ultimo' | 'primeiro'>('ultimo');
  const [erro, setErro] = useState<string | null>(null);

  function distribuir() {
    const reais = parseMoney(texto);
    const centavos = reais === null ? null : centavosDosReais(reais);
    const problema = centavos === null ? problemaDoValorAnual(Number.NaN) : problemaDoValorAnual(centavos);
    if (centavos === null || problema !== null) {
      setErro(problema);
      return;
    }
    onDistribuir(centavos, restoNo);
  }

  return (
    <DialogoDeFormulario titulo={t('Distribuir valor anual')} acao={t('Distribuir')} onEnviar={distribuir} onFechar={onFechar}>
      <p>{nome}</p>
      <Field label={t('Valor anual')} required validationMessage={erro === null ? undefined : traduzir(erro)}>
        <Input value={texto} onChange={(_, d) => setTexto(d.value)} inputMode="decimal" contentBefore="R$" autoFocus />
      </Field>
      <Field label={t('Centavos que sobram')}>
        <RadioGroup value={restoNo} onChange={(_, d) => setRestoNo(d.value === 'primeiro' ? 'primeiro' : 'ultimo')}>
          <Radio value="ultimo" label={t('No último mês')} />
          <Radio value="primeiro" label={t('No primeiro mês')} />
        </RadioGroup>
      </Field>
    </DialogoDeFormulario>
  );
}
