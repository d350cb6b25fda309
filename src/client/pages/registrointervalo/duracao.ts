import { t } from '../../i18n/traducao.ts';

// Durations as the interval page shows them.

const doisDigitos = (n: number) => String(n).padStart(2, '0');

/** A running timer: mm:ss under an hour, then h:mm:ss. */
export function formatarCronometro(segundos: number): string {
  const total = Math.max(0, Math.floor(segundos));
  const horas = Math.floor(total / 3600);
  const minutos = Math.floor((total % 3600) / 60);
  const resto = `${doisDigitos(minutos)}:${doisDigitos(total % 60)}`;
  return horas > 0 ? `${horas}:${resto}` : resto;
}

/** A recorded duration in words: '45 s', '12 min 5 s', '1 h 02 min'. */
export function formatarDuracao(segundos: number): string {
  const total = Math.max(0, Math.floor(segundos));
  const horas = Math.floor(total / 3600);
  const minutos = Math.floor((total % 3600) / 60);
  if (horas > 0) return `${horas} h ${doisDigitos(minutos)} min`;
  if (minutos > 0) return total % 60 === 0 ? `${minutos} min` : `${minutos} min ${total % 60} s`;
  return `${total} s`;
}

export function formatarMinutos(minutos: number): string {
  return minutos === 1 ? t('1 minuto') : t('{n} minutos', { n: minutos });
}
