import { useId, useState } from 'react';
import { Button, Field, Input, Popover, PopoverSurface, PopoverTrigger } from '@fluentui/react-components';
import { CalendarLtrRegular } from '@fluentui/react-icons';
import { useT } from '../../i18n/traducao.ts';
import { deValorNativo, valorNativo, type TipoDeData } from './tipoDeData.ts';

interface BotaoCalendarioProps {
  rotulo: string;
  tipo: TipoDeData;
  valor: string | null | undefined;
  desabilitado: boolean;
  onEscolher(valor: string): void;
}

/**
 * The calendar beside the typed date: the browser's own date input in a popover, which
 * brings the platform's accessible calendar (and its mobile wheel) for free.
 */
export function BotaoCalendario({ rotulo, tipo, valor, desabilitado, onEscolher }: BotaoCalendarioProps) {
  const t = useT();
  const [aberto, setAberto] = useState(false);
  const id = useId();
  return (
    <Popover open={aberto} onOpenChange={(_, data) => setAberto(data.open)} trapFocus positioning="below-end">
      <PopoverTrigger disableButtonEnhancement>
        <Button
          appearance="transparent"
          size="small"
          icon={<CalendarLtrRegular />}
          aria-label={t('Abrir calendário: {campo}', { campo: rotulo })}
          disabled={desabilitado}
        />
      </PopoverTrigger>
      <PopoverSurface>
        <Field label={{ children: rotulo, htmlFor: id }}>
          <Input
            id={id}
            type={tipo === 'dateTime' ? 'datetime-local' : 'date'}
            value={valorNativo(valor, tipo)}
            onChange={(_, data) => {
              const escolhido = deValorNativo(data.value, tipo);
              if (escolhido === null) return;
              onEscolher(escolhido);
              if (tipo === 'date') setAberto(false);
            }}
          />
        </Field>
      </PopoverSurface>
    </Popover>
  );
}
