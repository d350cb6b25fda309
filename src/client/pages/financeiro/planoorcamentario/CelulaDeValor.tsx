import { useMemo, type KeyboardEvent } from 'react';
import type { FactoryArg } from 'imask';
import { centavosDosReais, reaisDosCentavos } from '../../../../shared/financeiro/centavos.ts';
import { formatMoney } from '../../../../shared/format/index.ts';
import { useImask, type Mascara } from '../../../widgets/shared/useImask.ts';
import { useEstilosDaGrade } from './estilos.ts';

// One month of a line: pt-BR money typed under the money widget's mask (1.234,56), in cents.
// Up and down arrows (and Enter) move to the same month of the line above or below; Tab goes
// along the line as usual.

const MASCARA: FactoryArg = {
  mask: Number,
  scale: 2,
  radix: ',',
  thousandsSeparator: '.',
  mapToRadix: [],
  normalizeZeros: true,
  padFractionalZeros: true,
  min: 0,
  max: 999_999_999_999.99,
};

function lerCentavos(mascara: Mascara): number | null {
  const texto = mascara.unmaskedValue;
  return texto === '' ? null : centavosDosReais(Number(texto));
}

interface CelulaDeValorProps {
  centavos: number;
  rotulo: string;
  linha: number;
  mes: number;
  onChange(centavos: number): void;
}

/** Moves the focus to the cell of the same month `passo` lines away, if any. */
function moverNaColuna(evento: KeyboardEvent<HTMLInputElement>, linha: number, mes: number): void {
  const passo = evento.key === 'ArrowUp' ? -1 : evento.key === 'ArrowDown' || evento.key === 'Enter' ? 1 : 0;
  if (passo === 0) return;
  const alvo = document.querySelector<HTMLInputElement>(`input[data-linha="${linha + passo}"][data-mes="${mes}"]`);
  if (alvo === null) return;
  evento.preventDefault();
  alvo.focus();
  alvo.select();
}

export function CelulaDeValor({ centavos, rotulo, linha, mes, onChange }: CelulaDeValorProps) {
  const estilos = useEstilosDaGrade();
  const mascara = useMemo(() => MASCARA, []);
  const { ref } = useImask<number>({
    mascara,
    valor: centavos,
    ler: lerCentavos,
    escrever: (valor) => formatMoney(reaisDosCentavos(valor)),
    onChange: (valor) => onChange(valor ?? 0),
  });
  return (
    <input
      ref={ref}
      className={estilos.celula}
      aria-label={rotulo}
      inputMode="decimal"
      data-linha={linha}
      data-mes={mes}
      onFocus={(e) => e.currentTarget.select()}
      onKeyDown={(e) => moverNaColuna(e, linha, mes)}
    />
  );
}
