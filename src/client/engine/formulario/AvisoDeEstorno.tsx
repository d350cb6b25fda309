import { formatDateTime } from '../../../shared/format/index.ts';
import { Aviso } from '../../components/feedback/Aviso.tsx';
import { useT } from '../../i18n/traducao.ts';
import type { Valores } from './valores.ts';

/** A reversed record (x-estornavel) says when and why, above a form it can no longer change. */
export function AvisoDeEstorno({ armazenado }: { armazenado: Valores }) {
  const t = useT();
  const { estornadoEm, estornoMotivo } = armazenado;
  if (typeof estornadoEm !== 'string' || estornadoEm === '') return null;
  const data = formatDateTime(estornadoEm);
  return (
    <Aviso intent="warning">
      {typeof estornoMotivo === 'string' && estornoMotivo !== ''
        ? t('Registro estornado em {data}. Motivo: {motivo}', { data, motivo: estornoMotivo })
        : t('Registro estornado em {data}.', { data })}
    </Aviso>
  );
}

export const estornado = (armazenado: Valores | null): boolean => typeof armazenado?.['estornadoEm'] === 'string' && armazenado['estornadoEm'] !== '';
